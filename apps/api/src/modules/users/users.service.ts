import {
  hasPermission,
  messages,
  P,
  type EndpointBody,
  type EndpointQuery,
  type usersApi,
} from '@console/contract';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { created } from '../../db/versioning.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../platform/auth/passwords.ts';
import { createSession, endUserSessions } from '../../platform/auth/sessions.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { everyOrganization } from '../../platform/org-scope.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { loadProfile } from './user-profile.service.ts';
import type { UserScopes } from './user-scope.service.ts';
import * as repo from './users.repository.ts';

type Api = typeof usersApi;

export interface UsersDeps {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  scopes: UserScopes;
}

/** One administrator change of a user: what it sets, and what it ends and records. */
interface Change {
  event: string;
  values?: Parameters<typeof repo.updateUser>[3];
  /** Why the user's sessions end, when the change affects what a session may do. */
  endsSessions?: string;
  /** Further writes in the same transaction, after the version check. */
  also?: (tx: Tx, target: repo.UserRow) => Promise<void>;
}

export class UsersService {
  constructor(private readonly d: UsersDeps) {}

  private policy(password: string, userName: string, field: string): void {
    const problem = passwordProblem(password, userName, this.d.config.passwordPolicy);
    if (problem) throw fail.field(field, problem);
  }

  /**
   * Every administrator update goes this way: the client's rowVersion is checked and bumped
   * (409 when stale, nothing changed), then sessions end and the event is recorded, in one
   * transaction.
   */
  private async change(id: string, rowVersion: number, by: Actor, c: Change): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const target = await repo.findUserById(tx, id);
      if (!target) throw fail.notFound();
      await repo.updateUser(tx, id, rowVersion, c.values ?? {}, by.at);
      await c.also?.(tx, target);
      if (c.endsSessions) await endUserSessions(tx, [id], c.endsSessions, by.at);
      await recordActivity(tx, by, {
        type: 'User',
        organizationId: null,
        event: c.event,
        remarks: target.userName,
        targetType: 'User',
        targetId: id,
      });
    });
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
      if (await repo.userNameTaken(tx, body.userName)) throw fail.conflict(messages.userNameTaken);
      const roleIds = await repo.liveRoleIds(tx, body.roles);
      if (roleIds.length !== new Set(body.roles).size) throw fail.field('roles', messages.unknownRole);
      const userId = await repo.insertUser(tx, {
        userName: body.userName,
        phone: body.phone,
        email: body.email || null,
        passwordHash,
        ...created(by),
        passwordChangedAt: by.at,
      });
      if (!userId) throw fail.conflict(messages.userNameTaken);
      await repo.addUserRoles(tx, userId, roleIds, by);
      await recordActivity(tx, by, {
        type: 'User',
        organizationId: null,
        event: 'Created',
        remarks: body.userName,
        targetType: 'User',
        targetId: userId,
      });
      return userId;
    });
    return this.get(id);
  }

  update(id: string, body: EndpointBody<Api['updateUser']>, by: Actor): Promise<void> {
    return this.change(id, body.rowVersion, by, {
      event: 'Updated',
      values: { phone: body.phone, email: body.email || null },
    });
  }

  changeStatus(id: string, body: EndpointBody<Api['changeUserStatus']>, by: Actor): Promise<void> {
    const { isActive } = body;
    return this.change(id, body.rowVersion, by, {
      event: isActive ? 'Activated' : 'Deactivated',
      values: { isActive, ...(isActive ? { failedAttempts: 0, lockedUntil: null } : {}) },
      endsSessions: 'status changed',
    });
  }

  /**
   * Oneself with the old password (rowVersion optional: the old password is the proof); another
   * user only with user.change_password and the rowVersion read (see the contract).
   */
  async changePassword(
    id: string,
    body: EndpointBody<Api['changePassword']>,
    caller: SessionUser,
    by: Actor,
  ): Promise<void> {
    const self = id === caller.userId;
    if (!self && !hasPermission(caller, P.ChangePassword)) throw fail.forbidden();
    const target = await repo.findUserById(this.d.db, id);
    if (!target) throw fail.notFound();
    if (!self && body.rowVersion === undefined) throw fail.field('rowVersion', messages.rowVersionRequired);
    if (body.newPassword !== body.repeatNewPassword)
      throw fail.field('repeatNewPassword', messages.repeatPasswordMismatch);
    if (self) {
      if (!body.oldPassword) throw fail.field('oldPassword', messages.adminOldPasswordRequired);
      if (!(await verifyPassword(target.passwordHash, body.oldPassword)))
        throw fail.field('oldPassword', messages.wrongOldPassword);
      if (body.oldPassword === body.newPassword)
        throw fail.field('newPassword', messages.newPasswordSameAsOld);
    }
    this.policy(body.newPassword, target.userName, 'newPassword');
    const passwordHash = await hashPassword(body.newPassword);
    // An administrator's choice is temporary: the user must pick their own at next sign-in.
    await this.change(id, body.rowVersion ?? target.rowVersion, by, {
      event: self ? 'PasswordChanged' : 'PasswordReset',
      values: { passwordHash, resetPassword: !self, passwordChangedAt: by.at },
      endsSessions: 'password changed',
    });
  }

  /** A lost authenticator: the next sign-in shows a new QR code; current sessions end. */
  resetTwoFactor(id: string, rowVersion: number, by: Actor): Promise<void> {
    return this.change(id, rowVersion, by, {
      event: 'TwoFactorReset',
      values: { mfaSecret: null, mfaEnabled: false, lastTotpStep: null },
      endsSessions: 'two-factor reset',
    });
  }

  /** Roles are part of the user record: a change bumps the user's rowVersion. */
  assignRoles(id: string, body: EndpointBody<Api['assignRoles']>, by: Actor): Promise<void> {
    return this.change(id, body.rowVersion, by, {
      event: 'RolesAssigned',
      endsSessions: 'roles changed',
      also: async (tx) => {
        const roleIds = await repo.liveRoleIds(tx, body.roles);
        if (roleIds.length !== new Set(body.roles).size) throw fail.field('roles', messages.selectRole);
        await repo.addUserRoles(tx, id, roleIds, by);
      },
    });
  }

  removeRole(id: string, body: EndpointBody<Api['removeRole']>, by: Actor): Promise<void> {
    return this.change(id, body.rowVersion, by, {
      event: 'RoleRemoved',
      endsSessions: 'roles changed',
      also: async (tx) => {
        if (!(await repo.removeUserRole(tx, id, body.roleId))) throw fail.notFound();
      },
    });
  }

  /**
   * The user names a report's picker offers. Note: a reader of some organizations is offered their
   * staff and themselves: the names of another organization's staff are not theirs to read. User
   * administrators list every user anyway, and head office sees every organization.
   */
  async lookup(user: SessionUser) {
    const scope = hasPermission(user, P.ListUsers) ? everyOrganization : await this.d.scopes.of(user);
    return repo.lookupUsers(this.d.db, scope, user.userId);
  }
  exists = async (userName: string) => ({ exists: await repo.userNameTaken(this.d.db, userName) });

  /** A read-only session as another user; the token names the administrator as the actor. */
  async viewAs(userId: string, caller: SessionUser, by: Actor): Promise<string> {
    const target = await repo.findUserById(this.d.db, userId);
    if (!target || !target.isActive) throw fail.notFound();
    if (target.id === caller.userId) throw fail.rule(messages.cannotViewAsSelf);
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
        organizationId: null,
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
          tokenId: session.tokenId,
          actor: { userId: caller.userId, userName: caller.userName },
        },
        now,
      );
    });
  }
}

/**
 * The first administrator of an installation (the create-admin command): isSUDO, and must
 * choose a new password and set up two-factor authentication at first sign-in. False when the
 * name is taken.
 */
export async function createAdministrator(
  db: Db,
  input: { userName: string; phone: string; email: string | null; passwordHash: string },
  by: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const id = await repo.insertUser(tx, { ...input, isSudo: true, resetPassword: true, ...created(by) });
    if (id)
      await recordActivity(tx, by, {
        type: 'User',
        organizationId: null,
        event: 'AdministratorCreated',
        remarks: input.userName,
        targetType: 'User',
        targetId: id,
      });
    return id !== null;
  });
}
