import { riskApi } from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { inScope } from '../../platform/org-scope.ts';
import { restrictionsOf } from '../decisions/index.ts';
import { screeningStandings } from '../screening/index.ts';
import type { UserScopes } from '../users/index.ts';
import { FATF_JURISDICTIONS, FATF_SOURCE, FIRST_RULES } from './default-rules.ts';
import { rate, type Rated, type RiskSubject, type RuleSetInForce } from './rating.ts';
import * as overrides from './overrides.repository.ts';
import { overrideAnswer } from './overrides.ts';
import * as repo from './risk.repository.ts';

/** Every record in this console is registered by staff at a branch. */
const CONSOLE_CHANNEL = 'Branch';

/** A record to rate. */
export interface RatedRef {
  type: repo.RatedType;
  id: string;
}

/** A record's rating as the rules give it now, before it is stored. */
export interface Assessed extends Rated {
  recordType: repo.RatedType;
  recordId: string;
  organizationId: string;
}

/** A record's profile as the rules read it. */
export interface Subject {
  id: string;
  organizationId: string;
  name: string;
  subject: RiskSubject;
}

export const assessOf = (type: repo.RatedType, s: Subject, ruleSet: RuleSetInForce): Assessed => ({
  recordType: type,
  recordId: s.id,
  organizationId: s.organizationId,
  ...rate(s.subject, ruleSet),
});

export interface RuleSet extends RuleSetInForce {
  row: repo.RuleSetRow;
}

/** A rule set's rules and jurisdictions as stored, read back through the contract's schemas. */
export async function readRules(exec: Executor, row: repo.RuleSetRow): Promise<RuleSet> {
  const { rules, jurisdictions } = await repo.rulesOf(exec, row.id);
  return {
    row,
    version: row.version ?? 0,
    rules: rules.map((r) => riskApi.riskRule.parse(r)),
    jurisdictions: jurisdictions.map((j) => riskApi.jurisdiction.parse(j)),
  };
}

/**
 * The risk rating of customers and businesses: the rules in force applied to what their profiles
 * hold, stored per record with the reasons and the version of the rules.
 */
export class RiskRatings {
  constructor(private readonly d: { db: Db; scopes: UserScopes; clock: Clock }) {}

  /** The rule set in force; the first one (FATF's lists, the first rules) is written at its first use. */
  async inForce(exec: Executor): Promise<RuleSet> {
    const row = await repo.ruleSetInForce(exec);
    if (row) return readRules(exec, row);
    const at = this.d.clock.now();
    await repo.insertRuleSet(
      exec,
      {
        version: 1,
        status: 'InForce',
        jurisdictionsSource: FATF_SOURCE,
        createdBy: 'system',
        createdAt: at,
        committedBy: 'system',
        committedAt: at,
      },
      FIRST_RULES,
      FATF_JURISDICTIONS,
    );
    const seeded = await repo.ruleSetInForce(exec);
    if (!seeded) throw new Error('no risk rule set in force');
    return readRules(exec, seeded);
  }

  /** What the rules give a batch of records of one type, without storing anything. */
  async assess(
    exec: Executor,
    type: repo.RatedType,
    batch: repo.Batch,
    ruleSet: RuleSetInForce,
  ): Promise<Assessed[]> {
    return (await this.subjects(exec, type, batch)).map((s) => assessOf(type, s, ruleSet));
  }

  /** The profiles of a batch as the rules read them, in id order. */
  async subjects(exec: Executor, type: repo.RatedType, batch: repo.Batch): Promise<Subject[]> {
    return type === 'Customer' ? this.customerSubjects(exec, batch) : this.businessSubjects(exec, batch);
  }

  private async customerSubjects(exec: Executor, batch: repo.Batch): Promise<Subject[]> {
    const rows = await repo.customersToRate(exec, batch);
    const standings = await screeningStandings(exec, new Map(rows.map((r) => [r.id, [r.id]])));
    return rows.map((r) => ({
      id: r.id,
      organizationId: r.organizationId,
      name: r.name,
      subject: {
        nationalities: r.nationality ? [r.nationality] : [],
        residence: r.country,
        pep: r.pep === true,
        occupation: r.occupation,
        sector: null,
        products: r.products,
        channel: CONSOLE_CHANNEL,
        turnover: r.turnover,
        screening: standings.get(r.id)?.state ?? 'Clear',
      } satisfies RiskSubject,
    }));
  }

  private async businessSubjects(exec: Executor, batch: repo.Batch): Promise<Subject[]> {
    const rows = await repo.businessesToRate(exec, batch);
    const standings = await screeningStandings(
      exec,
      new Map(rows.map((r) => [r.id, [r.id, ...r.owners.map((o) => o.id)]])),
    );
    return rows.map((r) => ({
      id: r.id,
      organizationId: r.organizationId,
      name: r.name,
      subject: {
        nationalities: r.owners.map((o) => o.nationality),
        residence: r.country,
        // Whether a signatory is politically exposed is not asked of businesses yet.
        pep: false,
        occupation: null,
        // The business profile has no sector field yet: a sector rule matches no business until it does.
        sector: null,
        products: [r.accountType],
        channel: CONSOLE_CHANNEL,
        turnover: r.turnover,
        screening: standings.get(r.id)?.state ?? 'Clear',
      } satisfies RiskSubject,
    }));
  }

  /** Stores what was assessed under a rule set's version. */
  async store(exec: Executor, assessed: readonly Assessed[], version: number, at: Date): Promise<void> {
    await repo.upsertRatings(
      exec,
      assessed.map((a) => ({
        recordType: a.recordType,
        recordId: a.recordId,
        organizationId: a.organizationId,
        rating: a.rating,
        reasons: a.reasons,
        ruleSetVersion: version,
        ratedAt: at,
      })),
    );
  }

  /**
   * Rates records under the rules in force and stores the ratings, in the caller's transaction:
   * called where a customer or business is registered or its rated fields change, after its
   * screening, so that the rating counts its hits.
   */
  async rate(exec: Executor, refs: readonly RatedRef[], at: Date): Promise<void> {
    const ruleSet = await this.inForce(exec);
    for (const type of ['Customer', 'Business'] as const) {
      const ids = refs.filter((r) => r.type === type).map((r) => r.id);
      if (ids.length === 0) continue;
      await this.store(exec, await this.assess(exec, type, { ids }, ruleSet), ruleSet.version, at);
    }
  }

  async riskOf(type: repo.RatedType, id: string, user: SessionUser): Promise<riskApi.RiskAnswer> {
    const organizationId = await repo.organizationOf(this.d.db, type, id);
    if (!organizationId || !inScope(await this.d.scopes.of(user), organizationId)) throw fail.notFound();
    let row = await repo.ratingOf(this.d.db, type, id);
    if (!row) {
      // A record registered before ratings existed is rated at its first reading.
      await this.d.db.transaction((tx) => this.rate(tx, [{ type, id }], this.d.clock.now()));
      row = await repo.ratingOf(this.d.db, type, id);
      if (!row) throw fail.notFound();
    }
    const computed = riskApi.riskRatings.find((r) => r === row.rating) ?? 'Low';
    const override = await overrides.overrideInForce(this.d.db, type, id, this.d.clock.now());
    const pending = await overrides.pendingOverrideOf(this.d.db, type, id);
    return {
      recordType: type,
      recordId: id,
      rating: override ? overrideAnswer(override).rating : computed,
      computedRating: computed,
      reasons: row.reasons.map((r) => riskApi.riskReason.parse(r)),
      ruleSetVersion: row.ruleSetVersion,
      ratedAt: iso(row.ratedAt),
      override: override ? overrideAnswer(override) : null,
      pendingOverride: pending ? overrideAnswer(pending) : null,
      restrictions: type === 'Customer' ? await restrictionsOf(this.d.db, [id], this.d.clock.now()) : [],
    };
  }

  async rules(): Promise<riskApi.RuleSetAnswer> {
    return answerOf(await this.inForce(this.d.db));
  }
}

export function answerOf(set: RuleSet): riskApi.RuleSetAnswer {
  const { row } = set;
  return {
    id: row.id,
    version: row.version,
    status: riskApi.ruleSetAnswer.shape.status.parse(row.status),
    rules: [...set.rules],
    jurisdictions: [...set.jurisdictions],
    jurisdictionsSource: row.jurisdictionsSource,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    committedBy: row.committedBy,
    committedAt: row.committedAt ? iso(row.committedAt) : null,
  };
}
