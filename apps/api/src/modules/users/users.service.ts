import {
  type ActivityEvent,
  fillMessage,
  hasPermission,
  messages,
  P,
  type AdminChangeKind,
  type EndpointBody,
  type EndpointQuery,
  type Language,
  type usersApi,
} from '@console/contract';
import type { Config } from '../../kernel/config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { created } from '../../db/versioning.ts';
import {
  askedByRemark,
  type AdminChangeRow,
  type AdminChanges,
  type Proposal,
} from '../admin-changes/index.ts';
import { fieldChanges, recordActivity, SECRET_CHANGED, type Actor } from '../../platform/audit.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../platform/auth/passwords.ts';
import { createSession, endUserSessions } from '../../platform/auth/sessions.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../kernel/clock.ts';
import { fail } from '../../kernel/errors.ts';
import { everyOrganization } from '../../platform/org-scope.ts';
import { Answer } from '../../kernel/routes.ts';
import type { SecurityPolicies } from '../../platform/security-policies.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
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
  changes: AdminChanges;
  policies: SecurityPolicies;
}

/** One change of a user applied now: what it sets, and what it ends and records. */
interface Change {
  event: ActivityEvent;
  values?: Parameters<typeof repo.updateUser>[3];
  /** The fields as people read them, before and after (secrets show as "changed"). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Why the user's sessions end, when the change affects what a session may do. */
  endsSessions?: string;
  /** Further writes in the same transaction, after the version check. */
  also?: (tx: Tx) => Promise<void>;
  remarks?: string;
}

/** The activity events of approved user changes: the names they had before four eyes. */
const appliedEvents: Record<string, ActivityEvent> = {
  ActivateUser: 'Activated',
  SetPassword: 'PasswordReset',
  ResetTwoFactor: 'TwoFactorReset',
  AssignRoles: 'RolesAssigned',
};

type CreatePayload = {
  userName: string;
  phone: string;
  email: string | null;
  passwordHash: string;
  roleIds: string[];
};

/**
 * Users. Four eyes: creating or activating a user, setting another user's password, resetting
 * two-factor set-up and assigning roles grant access, so they wait for a second person (each
 * request stores its before and after; the approval applies it). Editing contact details,
 * deactivating and removing a role apply at once.
 */
export class UsersService {
  constructor(private readonly d: UsersDeps) {
    d.changes.handle('CreateUser', this.applyCreate);
    // An activation starts the account's dormancy afresh, as a sign-in does.
    d.changes.handle('ActivateUser', (tx, c, by) =>
      this.applyChange(tx, c, by, { isActive: true, activatedAt: by.at, dormancyNoticeAt: null }),
    );
    d.changes.handle('SetPassword', (tx, c, by) =>
      this.applyChange(tx, c, by, {
        passwordHash: (c.payload as { passwordHash: string }).passwordHash,
        resetPassword: true,
        passwordChangedAt: by.at,
      }),
    );
    d.changes.handle('ResetTwoFactor', (tx, c, by) =>
      this.applyChange(tx, c, by, { mfaSecret: null, mfaEnabled: false, lastTotpStep: null }),
    );
    d.changes.handle('AssignRoles', this.applyRoles);
  }

  /** The password policy in force (the security policies, as approved). */
  private async policy(password: string, userName: string, field: string): Promise<void> {
    const problem = passwordProblem(password, userName, await this.d.policies.passwordPolicy());
    if (problem) throw fail.field(field, problem);
  }

  /**
   * A change applied now, in one transaction: the rowVersion is checked and bumped (409 when
   * stale, nothing changed), then sessions end and the event is recorded with its before and after.
   */
  private async write(tx: Tx, id: string, rowVersion: number, by: Actor, c: Change): Promise<void> {
    const target = await repo.findUserById(tx, id);
    if (!target) throw fail.notFound();
    await repo.updateUser(tx, id, rowVersion, c.values ?? {}, by.at);
    await c.also?.(tx);
    if (c.endsSessions) await endUserSessions(tx, [id], c.endsSessions, by.at);
    await recordActivity(tx, by, {
      type: 'User',
      organizationId: null,
      event: c.event,
      remarks: c.remarks ?? target.userName,
      targetType: 'User',
      targetId: id,
      changes: fieldChanges(c.before, c.after),
    });
  }

  private now(id: string, rowVersion: number, by: Actor, c: Change): Promise<void> {
    return this.d.db.transaction((tx) => this.write(tx, id, rowVersion, by, c));
  }

  /** The user as read by the maker: a rowVersion already stale is a 409 now, not at approval. */
  private async current(id: string, rowVersion: number | undefined): Promise<repo.UserRow> {
    const target = (await repo.findUserById(this.d.db, id)) ?? fail.notFound().throwIt();
    if (rowVersion !== undefined && rowVersion !== target.rowVersion) throw fail.conflict();
    return target;
  }

  private ask(
    kind: AdminChangeKind,
    target: repo.UserRow,
    by: Actor,
    c: Pick<Proposal, 'before' | 'after'> & { payload?: Proposal['payload'] },
  ) {
    return this.d.changes.propose(this.d.db, by, {
      kind,
      targetType: 'User',
      targetId: target.id,
      targetName: target.userName,
      targetVersion: target.rowVersion,
      before: c.before,
      after: c.after,
      payload: c.payload ?? {},
    });
  }

  async list(q: EndpointQuery<Api['listUsers']>) {
    return repo.listUsers(this.d.db, q);
  }

  async get(id: string) {
    return (await repo.getUser(this.d.db, id)) ?? fail.notFound().throwIt();
  }

  async create(body: EndpointBody<Api['createUser']>, by: Actor) {
    await this.policy(body.password, body.userName, 'password');
    if (await repo.userNameTaken(this.d.db, body.userName)) throw fail.conflict(messages.userNameTaken);
    const roles = await repo.liveRoles(this.d.db, body.roles);
    if (roles.length !== new Set(body.roles).size) throw fail.field('roles', messages.unknownRole);
    const payload: CreatePayload = {
      userName: body.userName,
      phone: body.phone,
      email: body.email || null,
      passwordHash: await hashPassword(body.password),
      roleIds: roles.map((r) => r.id),
    };
    const { passwordHash: _secret, roleIds: _ids, ...shown } = payload;
    return this.d.changes.propose(this.d.db, by, {
      kind: 'CreateUser',
      targetType: 'User',
      targetId: null,
      targetName: body.userName,
      before: {},
      after: { ...shown, roles: roles.map((r) => r.name), password: SECRET_CHANGED },
      payload,
    });
  }

  private readonly applyCreate = async (tx: Tx, change: AdminChangeRow, by: Actor): Promise<string> => {
    const p = change.payload as CreatePayload;
    if (await repo.userNameTaken(tx, p.userName)) throw fail.conflict(messages.userNameTaken);
    const roleIds = (await repo.liveRoles(tx, p.roleIds)).map((r) => r.id);
    if (roleIds.length !== p.roleIds.length) throw fail.conflict();
    const maker = { userName: change.requestedBy, at: by.at };
    const { roleIds: _ids, ...fields } = p;
    const userId = await repo.insertUser(tx, { ...fields, ...created(maker), passwordChangedAt: by.at });
    if (!userId) throw fail.conflict(messages.userNameTaken);
    await repo.addUserRoles(tx, userId, roleIds, maker);
    await recordActivity(tx, by, {
      type: 'User',
      organizationId: null,
      event: 'Created',
      remarks: askedByRemark(change, p.userName),
      targetType: 'User',
      targetId: userId,
      changes: fieldChanges(change.before, change.after),
    });
    return userId;
  };

  /** An approved change of an existing user: stale when the user changed since the request. */
  private async applyChange(
    tx: Tx,
    change: AdminChangeRow,
    by: Actor,
    values: Change['values'],
  ): Promise<void> {
    const id = change.targetId ?? fail.conflict().throwIt();
    await this.write(tx, id, change.targetVersion ?? 0, by, {
      event: appliedEvents[change.kind] ?? 'Updated',
      values,
      before: change.before,
      after: change.after,
      endsSessions: change.kind === 'ActivateUser' ? undefined : 'access changed',
      remarks: askedByRemark(change),
    });
  }

  private readonly applyRoles = async (tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> => {
    const roleIds = (change.payload as { roleIds: string[] }).roleIds;
    const live = await repo.liveRoles(tx, roleIds);
    if (live.length !== roleIds.length) throw fail.conflict();
    await this.applyChange(tx, change, by, {});
    await repo.addUserRoles(tx, change.targetId ?? '', roleIds, by);
  };

  update(id: string, body: EndpointBody<Api['updateUser']>, by: Actor): Promise<void> {
    return this.d.db.transaction(async (tx) => {
      const target = (await repo.findUserById(tx, id)) ?? fail.notFound().throwIt();
      const after = { phone: body.phone, email: body.email || null };
      await this.write(tx, id, body.rowVersion, by, {
        event: 'Updated',
        values: after,
        before: { phone: target.phone, email: target.email },
        after,
      });
    });
  }

  /** Deactivating removes access at once; activating grants it, so it waits for approval. */
  async changeStatus(
    id: string,
    body: EndpointBody<Api['changeUserStatus']>,
    by: Actor,
  ): Promise<Answer | void> {
    const target = await this.current(id, body.rowVersion);
    if (body.isActive) {
      const after = { isActive: true, ...(target.lockedUntil ? { locked: false } : {}) };
      const before = { isActive: target.isActive, ...(target.lockedUntil ? { locked: true } : {}) };
      return new Answer(202, await this.ask('ActivateUser', target, by, { before, after }));
    }
    await this.now(id, body.rowVersion, by, {
      event: 'Deactivated',
      values: { isActive: false },
      before: { isActive: target.isActive },
      after: { isActive: false },
      endsSessions: 'status changed',
    });
  }

  /**
   * Oneself with the old password, at once (rowVersion optional: the old password is the proof);
   * another user only with user.change_password and the rowVersion read, through approval (see
   * the contract).
   */
  async changePassword(
    id: string,
    body: EndpointBody<Api['changePassword']>,
    caller: SessionUser,
    by: Actor,
  ): Promise<Answer | void> {
    const self = id === caller.userId;
    if (!self && !hasPermission(caller, P.ChangePassword)) throw fail.forbidden();
    const target = await this.current(id, undefined);
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
    await this.policy(body.newPassword, target.userName, 'newPassword');
    const passwordHash = await hashPassword(body.newPassword);
    if (self)
      return this.now(id, body.rowVersion ?? target.rowVersion, by, {
        event: 'PasswordChanged',
        values: { passwordHash, resetPassword: false, passwordChangedAt: by.at },
        before: {},
        after: { password: SECRET_CHANGED },
        endsSessions: 'password changed',
      });
    if (body.rowVersion !== target.rowVersion) throw fail.conflict();
    // An administrator's choice is temporary: the user must pick their own at next sign-in.
    const change = await this.ask('SetPassword', target, by, {
      before: { resetPassword: target.resetPassword },
      after: { password: SECRET_CHANGED, resetPassword: true },
      payload: { passwordHash },
    });
    return new Answer(202, change);
  }

  /** A lost authenticator: on approval the next sign-in shows a new QR code; sessions end. */
  async resetTwoFactor(id: string, rowVersion: number, by: Actor) {
    const target = await this.current(id, rowVersion);
    return this.ask('ResetTwoFactor', target, by, {
      before: { twoFactorSetUp: target.mfaEnabled },
      after: { twoFactorSetUp: false },
    });
  }

  /** Roles are part of the user record: an approved assignment bumps the user's rowVersion. */
  async assignRoles(id: string, body: EndpointBody<Api['assignRoles']>, by: Actor) {
    const target = await this.current(id, body.rowVersion);
    const roles = await repo.liveRoles(this.d.db, body.roles);
    if (roles.length !== new Set(body.roles).size) throw fail.field('roles', messages.selectRole);
    const held = (await repo.heldRoles(this.d.db, id)).map((r) => r.name);
    const after = [...new Set([...held, ...roles.map((r) => r.name)])].sort();
    return this.ask('AssignRoles', target, by, {
      before: { roles: held },
      after: { roles: after },
      payload: { roleIds: roles.map((r) => r.id) },
    });
  }

  removeRole(id: string, body: EndpointBody<Api['removeRole']>, by: Actor): Promise<void> {
    return this.d.db.transaction(async (tx) => {
      const held = await repo.heldRoles(tx, id);
      await this.write(tx, id, body.rowVersion, by, {
        event: 'RoleRemoved',
        endsSessions: 'roles changed',
        before: { roles: held.map((r) => r.name) },
        after: { roles: held.filter((r) => r.id !== body.roleId).map((r) => r.name) },
        also: async () => {
          if (!(await repo.removeUserRole(tx, id, body.roleId))) throw fail.notFound();
        },
      });
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

  /** The caller's own language, which the tokens issued from then on carry. */
  async setOwnLanguage(caller: SessionUser, language: Language): Promise<void> {
    await repo.setLanguage(this.d.db, caller.userId, language);
  }

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
        remarks: fillMessage(messages.viewingAs, { userName: caller.userName, target: target.userName }),
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
