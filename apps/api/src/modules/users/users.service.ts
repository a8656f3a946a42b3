import { and, eq } from 'drizzle-orm';
import {
  hasPermission,
  messages,
  P,
  type EndpointBody,
  type EndpointQuery,
  type usersApi,
} from '@console/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import { created, updateVersioned } from '../../db/versioning.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../platform/auth/passwords.ts';
import { findUserById, loadProfile } from '../../platform/auth/profile.ts';
import { createSession, endUserSessions } from '../../platform/auth/sessions.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import * as repo from './users.repository.ts';

type Api = typeof usersApi;

export interface UsersDeps {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: TokenService;
}

export class UsersService {
  constructor(private readonly d: UsersDeps) {}

  private policy(password: string, userName: string, field: string): void {
    const problem = passwordProblem(password, userName, this.d.config.passwordPolicy);
    if (problem) throw fail.field(field, problem);
  }

  async list(q: EndpointQuery<Api['listUsers']>) {
    return repo.listUsers(this.d.db, q);
  }

  async get(id: string) {
    return (await repo.getUser(this.d.db, id)) ?? fail.notFound().throwIt();
  }

  async create(body: EndpointBody<Api['createUser']>, by: Actor) {
    this.policy(body.password, body.userName, 'password');
    const passwordHash = await hashPassword(body.password);
    const id = await this.d.db.transaction(async (tx) => {
      if (await repo.userNameTaken(tx, body.userName))
        throw fail.conflict('This user name is already taken.');
      const roleIds = await repo.liveRoleIds(tx, body.roles);
      if (roleIds.length !== new Set(body.roles).size) throw fail.field('roles', 'Unknown role.');
      const [row] = await tx
        .insert(users)
        .values({
          userName: body.userName,
          phone: body.phone,
          email: body.email || null,
          passwordHash,
          ...created(by),
          passwordChangedAt: by.at,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('User not created');
      if (roleIds.length)
        await tx
          .insert(userRoles)
          .values(
            roleIds.map((roleId) => ({ userId: row.id, roleId, createdBy: by.userName, createdAt: by.at })),
          );
      await recordActivity(tx, by, {
        type: 'User',
        event: 'Created',
        remarks: body.userName,
        targetType: 'User',
        targetId: row.id,
      });
      return row.id;
    });
    return this.get(id);
  }

  async update(id: string, body: EndpointBody<Api['updateUser']>, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const current = await findUserById(tx, id);
      if (!current) throw fail.notFound();
      await updateVersioned(
        tx,
        users,
        id,
        current.rowVersion,
        {
          phone: body.phone,
          email: body.email || null,
        },
        by.at,
      );
      await recordActivity(tx, by, {
        type: 'User',
        event: 'Updated',
        remarks: current.userName,
        targetType: 'User',
        targetId: id,
      });
    });
  }

  async changeStatus(id: string, isActive: boolean, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const current = await findUserById(tx, id);
      if (!current) throw fail.notFound();
      await updateVersioned(
        tx,
        users,
        id,
        current.rowVersion,
        {
          isActive,
          ...(isActive ? { failedAttempts: 0, lockedUntil: null } : {}),
        },
        by.at,
      );
      await endUserSessions(tx, [id], 'status changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        event: isActive ? 'Activated' : 'Deactivated',
        remarks: current.userName,
        targetType: 'User',
        targetId: id,
      });
    });
  }

  /** Oneself with the old password; another user only with user.change_password (see the contract). */
  async changePassword(
    id: string,
    body: EndpointBody<Api['changePassword']>,
    caller: SessionUser,
    by: Actor,
  ): Promise<void> {
    const self = id === caller.userId;
    if (!self && !hasPermission(caller, P.ChangePassword)) throw fail.forbidden();
    const target = await findUserById(this.d.db, id);
    if (!target) throw fail.notFound();
    if (body.newPassword !== body.repeatNewPassword)
      throw fail.field('repeatNewPassword', messages.repeatPasswordMismatch);
    if (self) {
      if (!body.oldPassword) throw fail.field('oldPassword', messages.adminOldPasswordRequired);
      if (!(await verifyPassword(target.passwordHash, body.oldPassword)))
        throw fail.field('oldPassword', messages.wrongOldPassword);
      if (body.oldPassword === body.newPassword)
        throw fail.field('newPassword', 'The new password must differ from the old one.');
    }
    this.policy(body.newPassword, target.userName, 'newPassword');
    const passwordHash = await hashPassword(body.newPassword);
    const now = by.at;
    await this.d.db.transaction(async (tx) => {
      // An administrator's choice is temporary: the user must pick their own at next sign-in.
      await updateVersioned(
        tx,
        users,
        id,
        target.rowVersion,
        {
          passwordHash,
          resetPassword: !self,
          passwordChangedAt: now,
        },
        by.at,
      );
      await endUserSessions(tx, [id], 'password changed', now);
      await recordActivity(tx, by, {
        type: 'User',
        event: self ? 'PasswordChanged' : 'PasswordReset',
        remarks: target.userName,
        targetType: 'User',
        targetId: id,
      });
    });
  }

  /** A lost authenticator: the next sign-in shows a new QR code; current sessions end. */
  async resetTwoFactor(id: string, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const target = await findUserById(tx, id);
      if (!target) throw fail.notFound();
      await updateVersioned(
        tx,
        users,
        id,
        target.rowVersion,
        {
          mfaSecret: null,
          mfaEnabled: false,
          lastTotpStep: null,
        },
        by.at,
      );
      await endUserSessions(tx, [id], 'two-factor reset', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        event: 'TwoFactorReset',
        remarks: target.userName,
        targetType: 'User',
        targetId: id,
      });
    });
  }

  async assignRoles(id: string, roleIdsAsked: string[], by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const target = await findUserById(tx, id);
      if (!target) throw fail.notFound();
      const roleIds = await repo.liveRoleIds(tx, roleIdsAsked);
      if (roleIds.length !== new Set(roleIdsAsked).size) throw fail.field('roles', messages.selectRole);
      await tx
        .insert(userRoles)
        .values(roleIds.map((roleId) => ({ userId: id, roleId, createdBy: by.userName, createdAt: by.at })))
        .onConflictDoNothing();
      await endUserSessions(tx, [id], 'roles changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        event: 'RolesAssigned',
        remarks: target.userName,
        targetType: 'User',
        targetId: id,
      });
    });
  }

  async removeRole(id: string, roleId: string, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const target = await findUserById(tx, id);
      if (!target) throw fail.notFound();
      const removed = await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, id), eq(userRoles.roleId, roleId)))
        .returning();
      if (removed.length === 0) throw fail.notFound();
      await endUserSessions(tx, [id], 'roles changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        event: 'RoleRemoved',
        remarks: target.userName,
        targetType: 'User',
        targetId: id,
      });
    });
  }

  lookup = () => repo.lookupUsers(this.d.db);
  exists = async (userName: string) => ({ exists: await repo.userNameTaken(this.d.db, userName) });

  async viewAs(userId: string, caller: SessionUser, by: Actor): Promise<string> {
    const target = await findUserById(this.d.db, userId);
    if (!target || !target.isActive) throw fail.notFound();
    if (target.id === caller.userId) throw fail.rule('You cannot view as yourself.');
    const now = by.at;
    return this.d.db.transaction(async (tx) => {
      const session = await createSession(tx, {
        userId,
        actorUserId: caller.userId,
        address: by.address ?? null,
        now,
      });
      await recordActivity(tx, by, {
        type: 'User',
        event: 'ViewAs',
        remarks: `${caller.userName} viewing as ${target.userName}`,
        targetType: 'User',
        targetId: userId,
      });
      const profile = await loadProfile(tx, target, this.d.config.tenant);
      // A view-as session never carries the reset flag: it cannot change anything anyway.
      return this.d.tokens.issue(
        {
          ...profile,
          resetPassword: false,
          sessionId: session.id,
          actor: { userId: caller.userId, userName: caller.userName },
        },
        now,
      );
    });
  }
}
