import { screeningApi, type EndpointBody, type EndpointQuery, type ListSource } from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import { inScope } from '../../platform/org-scope.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import { businessAndSignatories, screeningStanding } from './holds.ts';
import { tellProposedMatch } from './hit-notices.ts';
import * as repo from './hits.repository.ts';
import type { ListEntry } from './list-entry.ts';
import type { RecordScreening } from './record-screening.ts';
import * as records from './records.repository.ts';
import type { ScreenedType } from './records.repository.ts';
import { planHitDecision, type HitStatus } from './screening.decisions.ts';

const EVENTS = {
  FalsePositive: 'HitCleared',
  TrueMatchProposed: 'MatchProposed',
  TrueMatch: 'MatchConfirmed',
} as const;

const answer = (h: repo.HitRow) => ({
  id: h.id,
  recordType: h.recordType as ScreenedType,
  recordId: h.recordId,
  recordName: h.recordName,
  organizationId: h.organizationId,
  subject: h.subject,
  source: h.source as ListSource,
  reference: h.reference,
  entryName: h.entryName,
  score: h.score,
  reasons: h.reasons,
  status: h.status as HitStatus,
  proposedBy: h.proposedBy,
  decidedBy: h.decidedBy,
  reason: h.reason,
  decidedAt: h.decidedAt ? iso(h.decidedAt) : null,
  createdAt: iso(h.createdAt),
});

const entryDetail = (e: ListEntry, removedVersionId: string | null) => ({
  kind: e.kind,
  names: e.names.map((n) => ({ name: n.name, quality: n.quality })),
  birthDates: [...e.birthDates],
  nationalities: [...e.nationalities],
  documents: e.documents.map((d) => ({ type: d.type, number: d.number, country: d.country, note: d.note })),
  delistedOn: e.delistedOn,
  inForce: removedVersionId === null,
});

/** What a confirmed true match does to its record, in the confirmation's transaction. */
export interface TrueMatchConsequences {
  confirmed(tx: Executor, match: repo.HitRow, by: Actor): Promise<void>;
}

export interface ScreeningHitsDeps {
  db: Db;
  scopes: UserScopes;
  records: RecordScreening;
  sanctions: TrueMatchConsequences;
}

/**
 * The hits of records against the lists: a record screened on demand, the hits listed within
 * the caller's organizations, and their decisions under four eyes (`planHitDecision`). A
 * confirmed true match blocks or declines its record and freezes its accounts (`sanctions`).
 */
export class ScreeningHits {
  constructor(private readonly d: ScreeningHitsDeps) {}

  /**
   * Screens a record of the caller's organizations now (another's answers 404), with what is
   * screened with it (a business's signatories), and answers their open hits.
   */
  private async screenNow(type: ScreenedType, id: string, user: SessionUser, by: Actor) {
    const [record] = await records.recordsToScreen(this.d.db, type, [id]);
    if (!record || !inScope(await this.d.scopes.of(user), record.organizationId)) throw fail.notFound();
    await this.d.records.screen([{ type, id }], by);
    const held = type === 'Business' ? await records.signatoriesOf(this.d.db, id) : [];
    return { hits: (await repo.openHitsOf(this.d.db, [id, ...held])).map(answer) };
  }

  screenCustomer = (id: string, user: SessionUser, by: Actor) => this.screenNow('Customer', id, user, by);
  screenBusiness = (id: string, user: SessionUser, by: Actor) => this.screenNow('Business', id, user, by);
  screenSignatory = (id: string, user: SessionUser, by: Actor) => this.screenNow('Signatory', id, user, by);
  screenMerchant = (id: string, user: SessionUser, by: Actor) => this.screenNow('Merchant', id, user, by);

  /**
   * A record's screening state and its hits for its profile (a business with its signatories',
   * which hold it too); a record of another organization is not found.
   */
  private async standingOf(type: 'Customer' | 'Business' | 'Merchant', id: string, user: SessionUser) {
    const [record] = await records.recordsToScreen(this.d.db, type, [id]);
    if (!record || !inScope(await this.d.scopes.of(user), record.organizationId)) throw fail.notFound();
    const ids = type === 'Business' ? await businessAndSignatories(this.d.db, id) : [id];
    const { state, openHits } = await screeningStanding(this.d.db, ids);
    const hits = await repo.hitsOfRecords(this.d.db, ids, screeningApi.RECORD_HITS_SHOWN);
    return { state, openHits, hits: hits.map(answer) };
  }

  customerStanding = (id: string, user: SessionUser) => this.standingOf('Customer', id, user);
  businessStanding = (id: string, user: SessionUser) => this.standingOf('Business', id, user);
  merchantStanding = (id: string, user: SessionUser) => this.standingOf('Merchant', id, user);

  async list(query: EndpointQuery<typeof screeningApi.listHits>, user: SessionUser) {
    const scope = await this.d.scopes.of(user);
    const page = { limit: query.size, offset: offsetOf(query.page, query.size) };
    const filter = { status: query.status, source: query.source };
    const { rows, total } = await repo.listHits(this.d.db, scope, filter, page);
    return pageOf(rows.map(answer), total, query.page, query.size);
  }

  /** A hit beside its entry, field by field; a hit of another organization is not found. */
  async get(id: string, user: SessionUser) {
    const hit = await repo.getHit(this.d.db, id);
    if (!hit || !inScope(await this.d.scopes.of(user), hit.organizationId)) throw fail.notFound();
    const stored = await repo.entryOfHit(this.d.db, hit.entryId);
    if (!stored) throw fail.notFound();
    return {
      ...answer(hit),
      entry: entryDetail(stored.entry as unknown as ListEntry, stored.removedVersionId),
    };
  }

  async decide(id: string, body: EndpointBody<typeof screeningApi.decideHit>, user: SessionUser, by: Actor) {
    const hit = await repo.getHit(this.d.db, id);
    if (!hit || !inScope(await this.d.scopes.of(user), hit.organizationId)) throw fail.notFound();
    const plan = planHitDecision(
      { status: hit.status as HitStatus, proposedBy: hit.proposedBy },
      body.decision,
      user,
    );
    return this.d.db.transaction(async (tx) => {
      const decided = plan.status === 'FalsePositive' || plan.status === 'TrueMatch';
      const row = await repo.decideHit(tx, id, hit.status, {
        status: plan.status,
        proposedBy: plan.proposedBy,
        proposedAt: plan.status === 'TrueMatchProposed' ? by.at : hit.proposedAt,
        decidedBy: decided ? by.userName : null,
        reason: body.reason,
        decidedAt: decided ? by.at : null,
      });
      if (!row) throw fail.conflict();
      await recordActivity(tx, by, {
        type: 'ScreeningHit',
        event: EVENTS[plan.status as keyof typeof EVENTS],
        remarks: body.reason,
        organizationId: hit.organizationId,
        targetType: 'ScreeningHit',
        targetId: hit.id,
        changes: [{ field: 'status', old: hit.status, new: plan.status }],
      });
      if (plan.status === 'TrueMatchProposed') await tellProposedMatch(tx, row, by.userName, by.at);
      if (plan.status === 'TrueMatch') await this.d.sanctions.confirmed(tx, row, by);
      return answer(row);
    });
  }
}
