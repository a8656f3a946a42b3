import { z } from 'zod';
import { fillMessage, messages, securityApi } from '@console/contract';
import type { Db, Tx } from '../../db/client.ts';
import { askedByRemark, type AdminChangeRow, type AdminChanges } from '../admin-changes/index.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { allowedByAll, badNetworks } from '../../platform/auth/allowed-networks.ts';
import { fail } from '../../kernel/errors.ts';
import { everyOrganization } from '../../platform/org-scope.ts';
import { iso } from '../../kernel/paging.ts';
import { defaultPolicies, type Policies, type SecurityPolicies } from '../../platform/security-policies.ts';
import { readPolicies, writePolicies } from '../../platform/security-policies.repository.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { signInState, type UserScopes } from '../users/index.ts';
import * as repo from './security.repository.ts';

const networkList = z.array(z.string());
const legacyPolicies = securityApi.policiesInput.partial({ dormantDays: true, accessReviewMonths: true });
const payloadOf = <T>(schema: z.ZodType<T>, change: AdminChangeRow): T => schema.parse(change.payload);

/**
 * What the security centre changes through four eyes, since each grants access: unlocking an
 * account, the security policies, an organization's allowed networks. A request answers with the
 * pending change; the approval applies it (see the appliers below) with its own audit.
 */
export class SecurityChanges {
  constructor(
    private readonly d: {
      db: Db;
      scopes: UserScopes;
      adminChanges: AdminChanges;
      policies: SecurityPolicies;
      passwordMinLength: number;
    },
  ) {
    d.adminChanges.handle('UnlockUser', (tx, change, by) => this.applyUnlock(tx, change, by));
    d.adminChanges.handle('SecurityPolicies', (tx, change, by) => this.applyPolicies(tx, change, by));
    d.adminChanges.handle('AllowedNetworks', (tx, change, by) => this.applyNetworks(tx, change, by));
  }

  async unlock(userId: string, user: SessionUser, by: Actor) {
    const found = await repo.findUser(this.d.db, userId, await this.d.scopes.of(user));
    if (!found) throw fail.notFound();
    if (!found.lockedUntil || found.lockedUntil <= by.at) throw fail.rule(messages.userNotLocked);
    return this.d.adminChanges.propose(this.d.db, by, {
      kind: 'UnlockUser',
      targetType: 'User',
      targetId: found.id,
      targetName: found.userName,
      before: { lockedUntil: iso(found.lockedUntil) },
      after: { lockedUntil: null },
      payload: { userId: found.id },
    });
  }

  private async applyUnlock(tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> {
    const { userId } = payloadOf(z.object({ userId: z.string() }), change);
    const found = await repo.findUser(tx, userId, everyOrganization);
    // A lock that ran out meanwhile needs nothing: the change is closed as stale.
    if (!found?.lockedUntil || found.lockedUntil <= by.at) throw fail.conflict(messages.userNotLocked);
    await signInState.clearFailures(tx, userId);
    await recordActivity(tx, by, {
      type: 'Security',
      event: 'UserUnlocked',
      organizationId: null,
      targetType: 'User',
      targetId: userId,
      remarks: askedByRemark(change, found.userName),
      changes: fieldChanges({ lockedUntil: found.lockedUntil }, { lockedUntil: null }),
    });
  }

  async policies(): Promise<securityApi.Policies> {
    const { policies, row } = await this.d.policies.withOrigin();
    return { ...policies, updatedBy: row?.updatedBy ?? null, updatedAt: row ? iso(row.timeStamp) : null };
  }

  /** Note: the policies bind the whole bank, so only head office may ask to change them. */
  async changePolicies(input: securityApi.PoliciesInput, user: SessionUser, by: Actor) {
    if (!(await this.d.scopes.of(user)).all) throw fail.forbidden(messages.policiesHeadOfficeOnly);
    const row = await readPolicies(this.d.db);
    const before: Policies = row ? pick(row) : defaultPolicies(this.d.passwordMinLength);
    const after = pick(input);
    if (fieldChanges({ ...before }, { ...after }).length === 0) throw fail.rule(messages.policiesUnchanged);
    return this.d.adminChanges.propose(this.d.db, by, {
      kind: 'SecurityPolicies',
      targetType: 'SecurityPolicies',
      targetId: '1',
      targetName: messages.securityPoliciesTarget,
      targetVersion: row?.rowVersion ?? 0,
      before: { ...before },
      after: { ...after },
      payload: { ...after },
    });
  }

  private async applyPolicies(tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> {
    const row = await readPolicies(tx);
    if ((row?.rowVersion ?? 0) !== change.targetVersion) throw fail.conflict();
    const before = row ? pick(row) : defaultPolicies(this.d.passwordMinLength);
    // A change asked for before the dormant days or the review period were policies keeps theirs.
    const asked = payloadOf(legacyPolicies, change);
    const after = pick({
      ...asked,
      dormantDays: asked.dormantDays ?? before.dormantDays,
      accessReviewMonths: asked.accessReviewMonths ?? before.accessReviewMonths,
    });
    await writePolicies(tx, { ...after, timeStamp: by.at, updatedBy: change.requestedBy });
    await recordActivity(tx, by, {
      type: 'Security',
      event: 'PoliciesChanged',
      organizationId: null,
      targetType: 'SecurityPolicies',
      targetId: '1',
      remarks: askedByRemark(change),
      changes: fieldChanges({ ...before }, { ...after }),
    });
  }

  async networks(organizationId: string, user: SessionUser): Promise<securityApi.AllowedNetworks> {
    await this.d.scopes.requireVisible(user, organizationId);
    const org = (await repo.findNetworks(this.d.db, organizationId)) ?? fail.notFound().throwIt();
    return { organizationId: org.id, organizationName: org.name, networks: org.networks };
  }

  async changeNetworks(organizationId: string, list: string[], user: SessionUser, by: Actor) {
    await this.d.scopes.requireVisible(user, organizationId);
    const org = (await repo.findNetworks(this.d.db, organizationId)) ?? fail.notFound().throwIt();
    const networks = [...new Set(list.map((n) => n.trim()))];
    const [bad] = badNetworks(networks);
    if (bad !== undefined)
      throw fail.field('networks', fillMessage(messages.networkInvalid, { network: bad }));
    // Note: a list that leaves out the maker's own address would lock them out once approved.
    const address = by.address ?? '';
    const person = user.actor?.userId ?? user.userId;
    if (!allowedByAll([networks], address) && (await repo.isMappedTo(this.d.db, person, organizationId)))
      throw fail.field('networks', fillMessage(messages.networkShutsYouOut, { address }));
    return this.d.adminChanges.propose(this.d.db, by, {
      kind: 'AllowedNetworks',
      targetType: 'Organization',
      targetId: org.id,
      targetName: org.name,
      organizationId: org.id,
      targetVersion: org.rowVersion,
      before: { networks: org.networks },
      after: { networks },
      payload: { networks },
    });
  }

  private async applyNetworks(tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> {
    const { networks } = payloadOf(z.object({ networks: networkList }), change);
    const org = change.targetId ? await repo.findNetworks(tx, change.targetId) : null;
    if (!org || org.rowVersion !== change.targetVersion) throw fail.conflict();
    await repo.setNetworks(tx, org.id, networks, by.at);
    await recordActivity(tx, by, {
      type: 'Security',
      event: 'AllowedNetworksChanged',
      organizationId: org.id,
      targetType: 'Organization',
      targetId: org.id,
      remarks: askedByRemark(change),
      changes: fieldChanges({ networks: org.networks }, { networks }),
    });
  }
}

const pick = (p: Policies): Policies => ({
  passwordMinLength: p.passwordMinLength,
  lockoutAttempts: p.lockoutAttempts,
  lockoutMinutes: p.lockoutMinutes,
  idleMinutes: p.idleMinutes,
  sessionHours: p.sessionHours,
  dormantDays: p.dormantDays,
  accessReviewMonths: p.accessReviewMonths,
});
