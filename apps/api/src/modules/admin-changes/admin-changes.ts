import {
  type ActivityEvent,
  adminChangeKindTitles,
  adminChangesApi,
  fillMessage,
  hasPermission,
  messages,
  type AdminChangeKind,
  type EndpointQuery,
} from '@console/contract';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { AppError, fail } from '../../kernel/errors.ts';
import type { OrgScope } from '../../platform/org-scope.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './admin-changes.repository.ts';
import type { AdminChangeRow } from './admin-changes.repository.ts';

export type { AdminChangeRow };
type AdminChange = adminChangesApi.AdminChange;
const { adminChangeDecider, readsAdminChanges } = adminChangesApi;

/** What a request for a change states: the record, its before and after, and what to apply. */
export interface Proposal {
  kind: AdminChangeKind;
  targetType: string;
  /** Null for a creation. */
  targetId: string | null;
  targetName: string;
  organizationId?: string | null;
  /** The record's rowVersion as the maker read it; a later one at approval makes the change stale. */
  targetVersion?: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** What the approval applies; never returned (it may hold a password hash). */
  payload: Record<string, unknown>;
}

/**
 * Applies an approved change inside the approval's transaction, with its own activity event;
 * returns the id of a record it created. A `conflict` or `not_found` error (the record changed
 * or went away, a name was taken meanwhile) closes the change as Stale.
 */
export type Applier<T = undefined> = (
  tx: Tx,
  change: AdminChangeRow,
  by: Actor,
  prepared: T,
) => Promise<string | void>;

/**
 * How an approved change of a kind is applied: `prepare` runs before the approval's transaction
 * (slow work such as hashing a password), `apply` inside it, and `applied` once it has committed
 * (a message to send only when the change holds); what `prepare` made reaches both.
 */
export interface ChangeHandler<T = undefined> {
  prepare?: (change: AdminChangeRow) => Promise<T>;
  apply: Applier<T>;
  applied?: (change: AdminChangeRow, prepared: T) => Promise<void>;
}

/** The remarks of an approved change's activity event: the record (its name as asked), and who asked. */
export const askedByRemark = (change: AdminChangeRow, name = change.targetName): string =>
  fillMessage(messages.changeAskedBy, { name, userName: change.requestedBy });

export function asAdminChange(row: AdminChangeRow): AdminChange {
  return {
    id: row.id,
    kind: row.kind as AdminChangeKind,
    status: row.status as AdminChange['status'],
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: row.targetName,
    organizationId: row.organizationId,
    before: row.before,
    after: row.after,
    requestedBy: row.requestedBy,
    requestedActor: row.requestedActor,
    requestedAt: iso(row.requestedAt),
    expiresAt: iso(row.expiresAt),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt && iso(row.decidedAt),
    remarks: row.remarks,
  };
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The kinds a user reads: every kind for the readers of administration changes; only merchant
 * access for someone who reads changes as its decider alone (a supervisor). Undefined: every kind.
 */
function readableKinds(user: SessionUser): AdminChangeKind[] | undefined {
  return hasPermission(user, readsAdminChanges) ? undefined : ['MerchantAccess'];
}

/**
 * Four eyes on administration: a change that grants access is stored with its before and after
 * and applied only when a second holder of security.approve_changes approves it. Note: isSUDO
 * passes permission checks, not four eyes: a maker never decides their own change, and nobody
 * decides a change of their own account.
 */
export class AdminChanges {
  private readonly handlers = new Map<AdminChangeKind, ChangeHandler<unknown>>();

  constructor(
    private readonly d: { db: Db; scopes: { of(user: SessionUser): Promise<OrgScope> } },
    private readonly settings: { expiryHours: number },
  ) {}

  /** Registers how an approved change of this kind is applied; each kind has one. */
  handle(kind: AdminChangeKind, applier: Applier): void {
    this.handlers.set(kind, { apply: (tx, change, by) => applier(tx, change, by, undefined) });
  }

  /** As `handle`, with work before the approval's transaction and after it committed. */
  handleWith<T>(kind: AdminChangeKind, handler: ChangeHandler<T>): void {
    this.handlers.set(kind, handler as ChangeHandler<unknown>);
  }

  /**
   * Stores a pending change (in the caller's transaction when given) and audits the request.
   * A record has at most one pending change at a time.
   */
  async propose(exec: Executor, by: Actor, p: Proposal): Promise<AdminChange> {
    if (await repo.pendingOf(exec, p)) throw fail.rule(messages.alreadyPendingChange);
    const row = await repo.insertChange(exec, {
      kind: p.kind,
      status: 'Pending',
      targetType: p.targetType,
      targetId: p.targetId,
      targetName: p.targetName,
      organizationId: p.organizationId ?? null,
      targetVersion: p.targetVersion ?? null,
      before: p.before,
      after: p.after,
      payload: p.payload,
      requestedBy: by.userName,
      requestedActor: by.actorName ?? by.userName,
      requestedAt: by.at,
      expiresAt: new Date(by.at.getTime() + this.settings.expiryHours * 3_600_000),
    });
    await this.audit(exec, by, row, 'ChangeRequested', null);
    return asAdminChange(row);
  }

  /** The pending change of a record, if any; one past its expiry is closed first. */
  async pendingOf(
    exec: Executor,
    target: Pick<Proposal, 'targetType' | 'targetId' | 'targetName'>,
    now: Date,
  ): Promise<AdminChangeRow | null> {
    await repo.expireDue(exec, now);
    return repo.pendingOf(exec, target);
  }

  /** Closes the pending changes whose time ran out (they are then Expired). */
  expireDue(now: Date): Promise<void> {
    return repo.expireDue(this.d.db, now);
  }

  async list(query: EndpointQuery<typeof adminChangesApi.listAdminChanges>, user: SessionUser, now: Date) {
    await repo.expireDue(this.d.db, now);
    const scope = await this.d.scopes.of(user);
    const { rows, total } = await repo.listChanges(
      this.d.db,
      { status: query.status, kind: query.kind, targetId: query.targetId, scope, kinds: readableKinds(user) },
      { limit: query.size, offset: offsetOf(query.page, query.size) },
    );
    return pageOf(rows.map(asAdminChange), total, query.page, query.size);
  }

  async get(id: string, user: SessionUser, now: Date): Promise<AdminChange> {
    await repo.expireDue(this.d.db, now);
    return asAdminChange(await this.find(id, user));
  }

  async approve(id: string, decider: SessionUser, by: Actor): Promise<AdminChange> {
    const change = await this.decidable(id, decider, by.at);
    const handler = this.handlers.get(change.kind as AdminChangeKind);
    if (!handler) throw new Error(`No applier for ${change.kind}`);
    const prepared = await handler.prepare?.(change);
    let approved: AdminChangeRow;
    try {
      const applied = await this.d.db.transaction(async (tx) => {
        const decided = await repo.decide(tx, id, {
          status: 'Approved',
          decidedBy: by.userName,
          decidedAt: by.at,
        });
        if (!decided) throw fail.rule(messages.adminChangeDecided);
        const createdId = await handler.apply(tx, decided, by, prepared);
        const final = createdId ? await repo.setTarget(tx, id, createdId) : decided;
        await this.audit(tx, by, final, 'ChangeApproved', null);
        return final;
      });
      approved = applied;
    } catch (error) {
      // The record changed, went away, or its name was taken meanwhile: the change cannot apply.
      if (!(error instanceof AppError) || !['conflict', 'not_found'].includes(error.code)) throw error;
      await this.d.db.transaction(async (tx) => {
        const closed = await repo.decide(tx, id, {
          status: 'Stale',
          decidedBy: by.userName,
          decidedAt: by.at,
          remarks:
            error.code === 'conflict' && error.message !== messages.conflict
              ? error.message
              : messages.adminChangeStale,
        });
        if (closed) await this.audit(tx, by, closed, 'ChangeStale', closed.remarks);
      });
      throw fail.conflict(messages.adminChangeStale);
    }
    await handler.applied?.(approved, prepared);
    return asAdminChange(approved);
  }

  async reject(id: string, remarks: string, decider: SessionUser, by: Actor) {
    await this.decidable(id, decider, by.at);
    return this.d.db.transaction(async (tx) => {
      const decided = await repo.decide(tx, id, {
        status: 'Rejected',
        decidedBy: by.userName,
        decidedAt: by.at,
        remarks,
      });
      if (!decided) throw fail.rule(messages.adminChangeDecided);
      await this.audit(tx, by, decided, 'ChangeRejected', remarks);
      return asAdminChange(decided);
    });
  }

  /** A change the user may read: in their organizations, of a kind they read. */
  private async find(id: string, user: SessionUser): Promise<AdminChangeRow> {
    const scope = await this.d.scopes.of(user);
    return (
      (await repo.findChange(this.d.db, id, scope, readableKinds(user))) ??
      fail.notFound(messages.adminChangeNotFound).throwIt()
    );
  }

  /** A change this person may decide now: pending, not theirs, not about their own account. */
  private async decidable(id: string, decider: SessionUser, now: Date) {
    await repo.expireDue(this.d.db, now);
    // A change outside the decider's scope does not exist for them: 404, like any unknown record.
    const change = await this.find(id, decider);
    // Note: who decides depends on the kind: a merchant's access is the merchants' side's, the
    // rest the security officer's. A reader of a change who does not decide its kind is refused.
    if (!hasPermission(decider, adminChangeDecider(change.kind as AdminChangeKind))) throw fail.forbidden();
    if (change.status === 'Expired') throw fail.rule(messages.adminChangeExpired);
    if (change.status !== 'Pending') throw fail.rule(messages.adminChangeDecided);
    const person = decider.actor?.userName ?? decider.userName;
    if (sameName(change.requestedBy, person) || sameName(change.requestedActor, person))
      throw fail.rule(messages.ownAdminChange);
    if (change.targetType === 'User' && change.targetId === (decider.actor?.userId ?? decider.userId))
      throw fail.rule(messages.adminChangeAboutYou);
    return change;
  }

  private audit(
    exec: Executor,
    by: Actor,
    row: AdminChangeRow,
    event: ActivityEvent,
    remarks: string | null,
  ) {
    return recordActivity(exec, by, {
      type: 'AdminChange',
      event,
      organizationId: row.organizationId,
      remarks:
        remarks ??
        fillMessage(messages.labelled, {
          label: adminChangeKindTitles[row.kind as AdminChangeKind],
          value: row.targetName,
        }),
      ...(row.targetId ? { targetType: row.targetType, targetId: row.targetId } : {}),
      changes: event === 'ChangeRequested' ? fieldChanges(row.before, row.after) : null,
    });
  }
}
