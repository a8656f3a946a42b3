import { createHash } from 'node:crypto';
import type { EndpointBody, EndpointQuery, ListSource, screeningApi } from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import { inScope } from '../../platform/org-scope.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './hits.repository.ts';
import type { ListEntry } from './list-entry.ts';
import { planHitDecision, type HitStatus } from './screening.decisions.ts';
import type { ScreeningService } from './screening.service.ts';

/** A hit at or above this score holds its record until it is decided. */
export const REVIEW_THRESHOLD = 0.85;

const EVENTS = {
  FalsePositive: 'HitCleared',
  TrueMatchProposed: 'MatchProposed',
  TrueMatch: 'MatchConfirmed',
} as const;

const answer = (h: repo.HitRow) => ({
  id: h.id,
  recordType: h.recordType as 'Customer',
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
  screening: ScreeningService;
  sanctions: TrueMatchConsequences;
}

/**
 * The hits of records against the lists: a customer screened on demand, the hits listed within
 * the caller's organizations, and their decisions under four eyes (`planHitDecision`). A
 * confirmed true match blocks or declines its record and freezes its accounts (`sanctions`).
 */
export class ScreeningHits {
  constructor(private readonly d: ScreeningHitsDeps) {}

  async screenCustomer(id: string, user: SessionUser, by: Actor) {
    const customer = await repo.customerToScreen(this.d.db, id);
    if (!customer || !inScope(await this.d.scopes.of(user), customer.organizationId)) throw fail.notFound();
    const subject = {
      name: customer.name,
      dateOfBirth: customer.dateOfBirth,
      nationality: customer.nationality,
    };
    const subjectHash = createHash('sha256').update(JSON.stringify(subject)).digest('hex');
    const index = await this.d.screening.currentIndex();
    const matches = index.check(subject, REVIEW_THRESHOLD);
    await repo.insertHits(
      this.d.db,
      matches.map((m) => ({
        recordType: 'Customer',
        recordId: customer.id,
        organizationId: customer.organizationId,
        recordName: customer.name,
        subject,
        subjectHash,
        entryId: m.entry.entryId,
        entryHash: m.entry.contentHash,
        source: m.entry.source,
        reference: m.entry.reference,
        entryName: m.entry.name,
        score: m.score,
        reasons: [...m.reasons],
        status: 'Pending',
        createdAt: by.at,
        createdBy: by.userName,
      })),
    );
    return { hits: (await repo.openHitsOf(this.d.db, customer.id)).map(answer) };
  }

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
      if (plan.status === 'TrueMatch') await this.d.sanctions.confirmed(tx, row, by);
      return answer(row);
    });
  }
}
