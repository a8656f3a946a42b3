import { fillMessage, messages, riskApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './risk.repository.ts';
import { answerOf, assessOf, readRules, type RiskRatings, type RuleSet } from './risk.service.ts';

/** Records read and rated at a time, by a dry run and by each re-rating job. */
export const RATING_BATCH = 500;

/** Below every uuid: where a walk in id order starts. */
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** One batch of the re-rating after a commit: the records of one type after `after`, in id order. */
export interface RerateJob {
  version: number;
  recordType: repo.RatedType;
  after: string;
}

type Rating = riskApi.RiskRating;

/** Whoever drafted a rule set never commits it; only a draft is committed or tried. */
export function planCommit(draft: repo.RuleSetRow, by: Pick<Actor, 'userName'>): void {
  if (draft.status !== 'Draft') throw fail.conflict(messages.riskNotDraft);
  if (draft.createdBy === by.userName) throw fail.forbidden(messages.riskOwnDraft);
}

/**
 * Changes of the risk rules: a draft, its dry run, and its commit by a second person, which
 * re-rates every customer and business as durable jobs, a batch each.
 */
export class RuleDrafts {
  constructor(
    private readonly d: { db: Db; scopes: UserScopes; jobs: JobQueue; ratings: RiskRatings; batch?: number },
  ) {}

  private get batch() {
    return this.d.batch ?? RATING_BATCH;
  }

  /** Rule sets hold for every organization, so only head office changes them. */
  private async headOffice(user: SessionUser) {
    if (!(await this.d.scopes.of(user)).all) throw fail.forbidden(messages.riskRulesHeadOfficeOnly);
  }

  private async draft(id: string): Promise<RuleSet> {
    const row = await repo.ruleSetById(this.d.db, id);
    if (!row) throw fail.notFound();
    return readRules(this.d.db, row);
  }

  async create(body: riskApi.DraftBody, user: SessionUser, by: Actor): Promise<riskApi.RuleSetAnswer> {
    await this.headOffice(user);
    const input = riskApi.draftBody.parse(body);
    const jurisdictions = [
      ...new Map(input.jurisdictions.map((j) => [`${j.list}:${j.country}`, j])).values(),
    ];
    const id = await this.d.db.transaction(async (tx) => {
      const created = await repo.insertRuleSet(
        tx,
        {
          version: null,
          status: 'Draft',
          jurisdictionsSource: input.jurisdictionsSource,
          createdBy: by.userName,
          createdAt: by.at,
        },
        input.rules,
        jurisdictions,
      );
      if (!created) throw new Error('draft not written');
      await recordActivity(tx, by, {
        type: 'RiskRules',
        event: 'RulesDrafted',
        organizationId: null,
        targetType: 'RiskRules',
        targetId: created,
        remarks: fillMessage(messages.riskRulesDraftedRemark, {
          rules: String(input.rules.length),
          jurisdictions: String(jurisdictions.length),
        }),
      });
      return created;
    });
    return answerOf(await this.draft(id));
  }

  /** Every record rated under the rules in force and under the draft, from one reading; nothing written. */
  async dryRun(id: string, user: SessionUser): Promise<riskApi.DryRunAnswer> {
    const draft = await this.draft(id);
    await this.headOffice(user);
    if (draft.row.status !== 'Draft') throw fail.conflict(messages.riskNotDraft);
    const inForce = await this.d.ratings.inForce(this.d.db);
    const moves = new Map<string, { from: Rating; to: Rating; customers: number; businesses: number }>();
    const records: riskApi.DryRunAnswer['records'] = [];
    let moved = 0;
    const counted = { customers: 0, businesses: 0 };
    for (const type of ['Customer', 'Business'] as const) {
      let after = FIRST_ID;
      for (;;) {
        const batch = await this.d.ratings.subjects(this.d.db, type, { after, limit: this.batch });
        for (const s of batch) {
          const from = assessOf(type, s, inForce).rating;
          const to = assessOf(type, s, draft).rating;
          if (from === to) continue;
          const key = `${from}>${to}`;
          const move = moves.get(key) ?? { from, to, customers: 0, businesses: 0 };
          if (type === 'Customer') move.customers++;
          else move.businesses++;
          moves.set(key, move);
          moved++;
          if (records.length < riskApi.DRY_RUN_RECORDS)
            records.push({
              recordType: type,
              recordId: s.id,
              name: s.name,
              organizationId: s.organizationId,
              from,
              to,
            });
        }
        if (type === 'Customer') counted.customers += batch.length;
        else counted.businesses += batch.length;
        if (batch.length < this.batch) break;
        after = batch[batch.length - 1]!.id;
      }
    }
    const rank = (r: Rating) => riskApi.riskRatings.indexOf(r);
    return {
      inForceVersion: inForce.version,
      ...counted,
      moves: [...moves.values()].sort((a, b) => rank(a.from) - rank(b.from) || rank(a.to) - rank(b.to)),
      records,
      recordsTruncated: moved > records.length,
    };
  }

  /**
   * A second person puts the draft in force: in one transaction the version, the set before
   * superseded, the activity, and the first re-rating job; the jobs then walk every record.
   */
  async commit(id: string, user: SessionUser, by: Actor): Promise<riskApi.CommitAnswer> {
    if (!(await repo.ruleSetById(this.d.db, id))) throw fail.notFound();
    await this.headOffice(user);
    // The set in force exists before its successor takes the next version.
    await this.d.ratings.inForce(this.d.db);
    return this.d.db.transaction(async (tx) => {
      const draft = await repo.ruleSetById(tx, id, true);
      if (!draft) throw fail.notFound();
      planCommit(draft, by);
      const version = await repo.commitRuleSet(tx, id, by);
      const { rules, jurisdictions } = await repo.rulesOf(tx, id);
      await recordActivity(tx, by, {
        type: 'RiskRules',
        event: 'RulesCommitted',
        organizationId: null,
        targetType: 'RiskRules',
        targetId: id,
        remarks: fillMessage(messages.riskRulesCommittedRemark, {
          version: String(version),
          rules: String(rules.length),
          jurisdictions: String(jurisdictions.length),
        }),
        changes: [{ field: 'status', old: 'Draft', new: 'InForce' }],
      });
      const job: RerateJob = { version, recordType: 'Customer', after: FIRST_ID };
      await this.d.jobs.send(tx, 'rerate-risk', job, { key: `${version}:Customer:${FIRST_ID}` });
      return { id, version };
    });
  }

  /** A batch of the re-rating as the worker runs it. */
  readonly rerateJob: JobHandler<RerateJob> = {
    run: (job, attempt) => this.rerate(job, attempt.at),
  };

  /**
   * Rates one batch under the job's version and queues the next batch in the same transaction,
   * the businesses after the customers. A batch run twice rates the same; a job of a version no
   * longer in force stops, since the newer commit re-rates everything itself.
   */
  async rerate(job: RerateJob, at: Date): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const inForce = await this.d.ratings.inForce(tx);
      if (inForce.version !== job.version) return;
      const batch = await this.d.ratings.assess(
        tx,
        job.recordType,
        { after: job.after, limit: this.batch },
        inForce,
      );
      await this.d.ratings.store(tx, batch, inForce.version, at);
      const last = batch[batch.length - 1];
      const next: RerateJob | null =
        batch.length === this.batch && last
          ? { ...job, after: last.recordId }
          : job.recordType === 'Customer'
            ? { version: job.version, recordType: 'Business', after: FIRST_ID }
            : null;
      // Keyed: a batch retried after its commit sends the same next batch, which is queued once.
      if (next)
        await this.d.jobs.send(tx, 'rerate-risk', next, {
          key: `${next.version}:${next.recordType}:${next.after}`,
        });
    });
  }
}
