import { randomUUID } from 'node:crypto';
import { fillMessage, messages } from '@console/contract';
import type { Config } from '../../kernel/config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { allowedByAll } from '../../platform/auth/allowed-networks.ts';
import { networksOfUser } from '../../platform/auth/allowed-networks.repository.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import { createSession, endSession, replaceTokenId } from '../../platform/auth/sessions.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { matchTotp, newTotpSecret, totpSetup } from '../../platform/auth/totp.ts';
import type { Clock } from '../../kernel/clock.ts';
import { AppError, fail } from '../../kernel/errors.ts';
import { sessionLimits, type SecurityPolicies } from '../../platform/security-policies.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { findUserById, loadProfile, signInState } from '../users/index.ts';

type UserRow = signInState.SignInUser;
type Started = { audit: Actor; userAgent?: string | undefined; directorySignInId?: string };

export type SignInResult =
  | { kind: 'token'; token: string }
  | { kind: 'code-needed' }
  | { kind: 'setup'; qrCode: string; manualEntryKey: string };

export interface AuthDeps {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  box: SecretBox;
  /** The lockout and session length in force (by default 10 failures lock for 30 minutes). */
  policies: SecurityPolicies;
  /** Where a session that a bank's directory opened signs out there too. */
  directory?: DirectorySignOut;
}

/** The directory's end-session address of a directory sign-in (modules/directory). */
export interface DirectorySignOut {
  endSessionUrl(directorySignInId: string): Promise<string | null>;
}

// Note: one answer for unknown user, wrong password, wrong code, locked and inactive accounts.
const refused = () => new AppError('unauthenticated', messages.invalidCredentials);

export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  async signIn(
    input: { userName: string; password: string; totp?: string | null | undefined },
    address: string,
    userAgent?: string,
  ): Promise<SignInResult> {
    const now = this.d.clock.now();
    const user = await signInState.findByUserName(this.d.db, input.userName);
    const audit: Actor = { userName: user?.userName ?? input.userName.slice(0, 50), address, at: now };
    if (!user) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      await this.failed(null, audit, messages.signInUnknownUser);
      throw refused();
    }
    const passwordOk = await verifyPassword(user.passwordHash, input.password);
    if (user.lockedUntil && user.lockedUntil > now) {
      await this.failed(null, audit, messages.signInAccountLocked);
      throw refused();
    }
    if (!passwordOk) return this.failAndRefuse(user, audit, messages.signInWrongPassword);
    if (!user.isActive) {
      await this.failed(null, audit, messages.signInInactiveAccount);
      throw refused();
    }
    await this.requireAllowedAddress(user, audit, address);
    const code = input.totp?.trim() ?? '';
    const started = { audit, userAgent };
    if (!user.mfaEnabled || !user.mfaSecret) return this.setupOrComplete(user, code, started);
    if (!/^\d{6}$/.test(code)) {
      // Note: the first step of a normal sign-in is not a failure, but it still counts toward the
      // lockout until a full sign-in succeeds: otherwise passwords could be guessed through the
      // 202 answer.
      await this.countFailure(user, audit, null);
      return { kind: 'code-needed' };
    }
    if (!(await this.acceptCode(user.id, this.d.box.open(user.mfaSecret), code, now)))
      return this.failAndRefuse(user, audit, messages.signInWrongCode);
    return { kind: 'token', token: await this.startSession(user, started) };
  }

  /**
   * The sign-in of a user whose directory has vouched for them (no password here): the account's
   * state and networks are checked as for a password; then our authenticator, unless the
   * directory reported a second factor. A missing code answers code-needed without counting a
   * failure (no password is being guessed); a wrong one counts as at the password sign-in.
   */
  async signInVouched(
    user: UserRow,
    input: {
      code: string;
      secondFactorDone: boolean;
      address: string;
      userAgent?: string | undefined;
      directorySignInId: string;
    },
  ): Promise<SignInResult> {
    const now = this.d.clock.now();
    const audit: Actor = { userName: user.userName, address: input.address, at: now };
    if (user.lockedUntil && user.lockedUntil > now) {
      await this.failed(null, audit, messages.signInAccountLocked);
      throw refused();
    }
    if (!user.isActive) {
      await this.failed(null, audit, messages.signInInactiveAccount);
      throw refused();
    }
    await this.requireAllowedAddress(user, audit, input.address);
    const started: Started = {
      audit,
      userAgent: input.userAgent,
      directorySignInId: input.directorySignInId,
    };
    if (input.secondFactorDone) return { kind: 'token', token: await this.startSession(user, started) };
    if (!user.mfaEnabled || !user.mfaSecret) return this.setupOrComplete(user, input.code, started);
    if (!/^\d{6}$/.test(input.code)) return { kind: 'code-needed' };
    if (!(await this.acceptCode(user.id, this.d.box.open(user.mfaSecret), input.code, now)))
      return this.failAndRefuse(user, audit, messages.signInWrongCode);
    return { kind: 'token', token: await this.startSession(user, started) };
  }

  /**
   * Note: the address is checked after the password, so a stranger learns nothing of which
   * accounts exist or are bound to a network; whoever knows the password learns no more than the
   * code step (202) already tells them. Before the code step, so an authenticator is never set up
   * and no code is spent from outside. The attempt is audited as a failed sign-in, without
   * counting toward the lockout: the password was right.
   */
  private async requireAllowedAddress(user: UserRow, audit: Actor, address: string): Promise<void> {
    if (allowedByAll(await networksOfUser(this.d.db, user.id), address)) return;
    await this.failed(null, audit, messages.signInOutsideNetworks);
    throw fail.forbidden(fillMessage(messages.addressNotAllowed, { address }));
  }

  /** First sign-in: show the QR until a valid code proves the authenticator holds the secret. */
  private async setupOrComplete(user: UserRow, code: string, started: Started): Promise<SignInResult> {
    const { audit } = started;
    const now = this.d.clock.now();
    let secret = user.mfaSecret ? this.d.box.open(user.mfaSecret) : null;
    if (!secret) {
      secret = newTotpSecret();
      await signInState.storeMfaSecret(this.d.db, user.id, this.d.box.seal(secret));
    }
    if (!/^\d{6}$/.test(code))
      return {
        kind: 'setup',
        ...(await totpSetup(secret, `Back-office ${this.d.config.tenant}`, user.userName)),
      };
    if (!(await this.acceptCode(user.id, secret, code, now))) {
      return this.failAndRefuse(user, audit, messages.signInWrongSetUpCode);
    }
    await this.d.db.transaction(async (tx) => {
      await signInState.enableMfa(tx, user.id);
      await recordActivity(tx, audit, {
        type: 'Auth',
        organizationId: null,
        event: 'TwoFactorEnabled',
        targetType: 'User',
        targetId: user.id,
      });
    });
    return { kind: 'token', token: await this.startSession(user, started) };
  }

  /** A code is good once: the step is claimed atomically, so a replay, even concurrent, fails. */
  private async acceptCode(userId: string, secret: string, code: string, now: Date): Promise<boolean> {
    const step = await matchTotp(secret, code, now);
    if (step === null) return false;
    return signInState.claimTotpStep(this.d.db, userId, step);
  }

  private async startSession(
    user: UserRow,
    { audit, userAgent, directorySignInId }: Started,
  ): Promise<string> {
    const now = this.d.clock.now();
    const { absoluteMs } = sessionLimits(await this.d.policies.current());
    return this.d.db.transaction(async (tx) => {
      await signInState.clearFailures(tx, user.id);
      await signInState.noteSignIn(tx, user.id, now);
      const session = await createSession(tx, {
        userId: user.id,
        address: audit.address ?? null,
        userAgent: userAgent ?? null,
        now,
        absoluteMs,
        directorySignInId: directorySignInId ?? null,
      });
      await recordActivity(tx, audit, {
        type: 'Auth',
        organizationId: null,
        event: 'SignIn',
        targetType: 'User',
        targetId: user.id,
      });
      const profile = await loadProfile(tx, user, this.d.config.tenant);
      return this.d.tokens.issue(
        { ...profile, sessionId: session.id, tokenId: session.tokenId, actor: null },
        now,
      );
    });
  }

  private async failAndRefuse(user: UserRow, audit: Actor, reason: string): Promise<never> {
    await this.countFailure(user, audit, reason);
    throw refused();
  }

  /**
   * Counts toward the lockout atomically; the policies' number in a row (10 by default) locks the
   * account for their time. A null reason is the code step of a sign-in (recorded as
   * SignInCodeRequested), any other a failure.
   */
  private async countFailure(user: UserRow, audit: Actor, reason: string | null): Promise<void> {
    const { lockoutAttempts, lockoutMinutes } = await this.d.policies.current();
    const lockUntil = new Date(audit.at.getTime() + lockoutMinutes * 60_000);
    await this.d.db.transaction(async (tx) => {
      const locked = await signInState.countFailure(tx, user.id, lockoutAttempts, lockUntil);
      if (reason === null)
        await recordActivity(tx, audit, {
          type: 'Auth',
          organizationId: null,
          event: 'SignInCodeRequested',
          targetType: 'User',
          targetId: user.id,
        });
      else await this.failed(tx, audit, reason);
      if (locked) {
        await recordActivity(tx, audit, {
          type: 'Auth',
          organizationId: null,
          event: 'AccountLocked',
          targetType: 'User',
          targetId: user.id,
        });
      }
    });
  }

  private failed(exec: Executor | null, audit: Actor, reason: string): Promise<void> {
    return recordActivity(exec ?? this.d.db, audit, {
      type: 'Auth',
      organizationId: null,
      event: 'SignInFailed',
      remarks: reason,
    });
  }

  /**
   * A new token for a live session, built from the user as stored now; it replaces the token the
   * request came with, which the session refuses from then on. Of two refreshes racing with the
   * same token only one wins: the other gets a 401, as a refresh with a replaced token does.
   */
  async refresh(current: SessionUser): Promise<string> {
    const user = await findUserById(this.d.db, current.userId);
    if (!user) throw new AppError('unauthenticated', '');
    const profile = await loadProfile(this.d.db, user, this.d.config.tenant);
    const tokenId = randomUUID();
    if (!(await replaceTokenId(this.d.db, current.sessionId, current.tokenId, tokenId)))
      throw new AppError('unauthenticated', '');
    return this.d.tokens.issue(
      { ...profile, sessionId: current.sessionId, tokenId, actor: current.actor },
      this.d.clock.now(),
    );
  }

  /**
   * Ends the session here; for one that the directory opened, answers where the browser signs
   * out of the directory too. Note: the session has ended here whatever the directory then does.
   */
  async logout(current: SessionUser, audit: Actor): Promise<{ endSessionUrl: string } | null> {
    const now = this.d.clock.now();
    const ended = await this.d.db.transaction(async (tx) => {
      const row = await endSession(tx, current.sessionId, 'logout', now);
      await recordActivity(tx, audit, { type: 'Auth', event: 'SignOut', organizationId: null });
      return row;
    });
    const signInId = ended?.directorySignInId;
    if (!signInId || !this.d.directory) return null;
    const endSessionUrl = await this.d.directory.endSessionUrl(signInId);
    return endSessionUrl ? { endSessionUrl } : null;
  }

  /**
   * Step-up before a sensitive action: the signed-in person's own current authenticator code (the
   * administrator's, behind a view-as), refused when that step (or a later one) was already
   * accepted, at sign-in or at an earlier step-up. A wrong code counts toward the lockout and is
   * recorded as a failed sign-in, as a wrong sign-in code is, so a stolen session cannot guess its
   * way through; a locked account's codes are refused unread, and recorded as a sign-in would be.
   */
  async verifyCode(current: SessionUser, code: string, by: Actor): Promise<boolean> {
    const user = await findUserById(this.d.db, current.actor?.userId ?? current.userId);
    if (!user?.mfaEnabled || !user.mfaSecret) return false;
    const now = this.d.clock.now();
    const audit: Actor = { userName: user.userName, address: by.address, at: now };
    if (user.lockedUntil && user.lockedUntil > now) {
      await this.failed(null, audit, messages.signInAccountLocked);
      return false;
    }
    if (await this.acceptCode(user.id, this.d.box.open(user.mfaSecret), code, now)) return true;
    await this.countFailure(user, audit, messages.signInWrongStepUpCode);
    return false;
  }

  /** The step-up of an action (PIN resets): a code that `verifyCode` refuses fails the request. */
  async requireFreshCode(current: SessionUser, code: string, by: Actor): Promise<void> {
    if (!(await this.verifyCode(current, code, by))) throw fail.field('totp', messages.stepUpInvalid);
  }
}
