import { type ActivityEvent, messages, type EndpointQuery, type securityApi } from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { endSession, endUserSessions } from '../../platform/auth/sessions.ts';
import { fail } from '../../kernel/errors.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import { sessionLimits, type SecurityPolicies } from '../../platform/security-policies.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './security.repository.ts';

const pageIn = (q: { page: number; size: number }) => ({ limit: q.size, offset: offsetOf(q.page, q.size) });

/**
 * The security centre's watch: who is signed in now, which accounts are locked, which sign-ins
 * failed; and ending sessions, which removes access and so needs no second person. Note: head
 * office (organization.all) sees everyone; other holders of the permission see the users mapped
 * to their organizations, and a session, lock or name outside them is one that does not exist.
 */
export class SecurityService {
  constructor(private readonly d: { db: Db; scopes: UserScopes; policies: SecurityPolicies }) {}

  async sessions(query: EndpointQuery<typeof securityApi.listSessions>, user: SessionUser, now: Date) {
    const { idleMs } = sessionLimits(await this.d.policies.current());
    const scope = await this.d.scopes.of(user);
    const filter = { userName: query.userName, scope, now, seenSince: new Date(now.getTime() - idleMs) };
    const { rows, total } = await repo.listSessions(this.d.db, filter, pageIn(query));
    const items = rows.map((r) => ({ ...r, startedAt: iso(r.startedAt), lastSeenAt: iso(r.lastSeenAt) }));
    return pageOf(items, total, query.page, query.size);
  }

  async endSession(id: string, user: SessionUser, by: Actor): Promise<void> {
    const found = await repo.findOpenSession(this.d.db, id, await this.d.scopes.of(user));
    if (!found) throw fail.notFound(messages.sessionNotFound);
    await this.d.db.transaction(async (tx) => {
      await endSession(tx, id, 'ended by an administrator', by.at);
      await this.audit(tx, by, found.userId, 'SessionEnded', `session of ${found.userName} ended`);
    });
  }

  async endAll(userId: string, user: SessionUser, by: Actor): Promise<void> {
    const found = await repo.findUser(this.d.db, userId, await this.d.scopes.of(user));
    if (!found) throw fail.notFound();
    await this.d.db.transaction(async (tx) => {
      await endUserSessions(tx, [userId], 'ended by an administrator', by.at);
      await this.audit(tx, by, userId, 'SessionsEnded', `every session of ${found.userName} ended`);
    });
  }

  async lockouts(query: EndpointQuery<typeof securityApi.listLockouts>, user: SessionUser, now: Date) {
    const scope = await this.d.scopes.of(user);
    const { rows, total } = await repo.listLockouts(
      this.d.db,
      { userName: query.userName, scope, now },
      pageIn(query),
    );
    const items = rows.map((r) => ({ ...r, lockedUntil: r.lockedUntil ? iso(r.lockedUntil) : '' }));
    return pageOf(items, total, query.page, query.size);
  }

  async failedSignIns(query: EndpointQuery<typeof securityApi.listFailedSignIns>, user: SessionUser) {
    const filter = {
      userName: query.userName,
      address: query.address,
      from: query.startDate ? new Date(query.startDate) : undefined,
      to: query.endDate ? new Date(query.endDate) : undefined,
      scope: await this.d.scopes.of(user),
    };
    const { rows, total } = await repo.listFailedSignIns(this.d.db, filter, pageIn(query));
    return pageOf(
      rows.map((r) => ({ ...r, at: iso(r.at) })),
      total,
      query.page,
      query.size,
    );
  }

  private audit(exec: Executor, by: Actor, userId: string, event: ActivityEvent, remarks: string) {
    return recordActivity(exec, by, {
      type: 'Security',
      event,
      organizationId: null,
      targetType: 'User',
      targetId: userId,
      remarks,
    });
  }
}
