import { createHash, randomBytes } from 'node:crypto';
import { fillMessage, messages, type Tenant } from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { DirectorySettings } from '../../kernel/directory-config.ts';
import { AppError, fail } from '../../kernel/errors.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { AuthService, SignInResult } from '../auth/index.ts';
import { newChecks, type DirectoryAnswer, type DirectoryClients } from './directory-client.ts';
import * as repo from './directory.repository.ts';

/** How long a started sign-in, and a ticket waiting for the authenticator code, stay good. */
const SIGN_IN_MS = 10 * 60_000;
/** The name the directory's refusals are audited under, when no user is known yet. */
const DIRECTORY = 'directory';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const refused = () => new AppError('unauthenticated', messages.directorySignInRefused);

export type DirectoryResult =
  | { kind: 'token'; token: string }
  | { kind: 'code-needed'; ticket: string }
  | { kind: 'setup'; ticket: string; qrCode: string; manualEntryKey: string };

interface Request {
  address: string;
  userAgent?: string | undefined;
}

/**
 * Sign-in through a bank's directory (OpenID Connect, authorization code with PKCE). The state,
 * nonce and verifier stay here, good once; the directory's answer names the user by its subject;
 * the session is the console's own, opened by the sign-in of modules/auth.
 */
export class DirectorySignIn {
  constructor(private readonly d: { db: Db; clock: Clock; auth: AuthService; clients: DirectoryClients }) {}

  private settings(tenant: Tenant): DirectorySettings {
    return this.d.clients.configured(tenant) ?? fail.notFound(messages.directoryNotConfigured).throwIt();
  }

  async start(tenant: Tenant): Promise<{ authorizationUrl: string }> {
    const s = this.settings(tenant);
    const checks = newChecks();
    const now = this.d.clock.now();
    const authorizationUrl = await this.d.clients
      .authorizationUrl(tenant, s, checks)
      .catch((cause: unknown) => {
        throw new AppError('unavailable', messages.unavailable, undefined, undefined, cause);
      });
    await repo.insertSignIn(this.d.db, {
      tenant,
      stateHash: sha256(checks.state),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_MS),
    });
    return { authorizationUrl };
  }

  async callback(tenant: Tenant, returned: Record<string, string | undefined>, req: Request) {
    const s = this.settings(tenant);
    const now = this.d.clock.now();
    const audit: Actor = { userName: DIRECTORY, address: req.address, at: now };
    const flow = returned.state
      ? await repo.claimSignIn(this.d.db, tenant, sha256(returned.state), now)
      : null;
    if (!flow) return this.refuse(audit, messages.signInDirectoryExpired);
    if (returned.error || !returned.code) return this.refuse(audit, messages.signInDirectoryRefused);
    const given = Object.fromEntries(
      Object.entries(returned).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    let answer: DirectoryAnswer;
    try {
      answer = await this.d.clients.exchange(tenant, s, given, {
        state: returned.state ?? '',
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      });
    } catch {
      // Note: why the directory's answer failed its checks stays out of the answer and the log.
      return this.refuse(audit, messages.signInDirectoryRefused);
    }
    const person = readClaims(answer, s);
    if (!person) return this.refuse(audit, messages.signInDirectoryRefused);
    const user = await this.userOf(tenant, person, { ...audit, userName: person.userName.slice(0, 50) });
    await repo.recordSignedIn(this.d.db, flow.id, {
      userId: user.id,
      subject: person.subject,
      sid: person.sid,
      idToken: answer.idToken,
      secondFactor: person.secondFactor,
    });
    const result = await this.d.auth.signInVouched(user, {
      code: '',
      secondFactorDone: person.secondFactor,
      ...req,
      directorySignInId: flow.id,
    });
    return this.withTicket(flow.id, result);
  }

  /** The second step of a sign-in that needs our authenticator: its ticket and a code. */
  async code(tenant: Tenant, ticket: string, totp: string, req: Request): Promise<string> {
    this.settings(tenant);
    const now = this.d.clock.now();
    const flow = await repo.findByTicket(this.d.db, tenant, sha256(ticket), now);
    const user = flow?.userId ? await repo.userOfSubject(this.d.db, tenant, flow.subject ?? '') : null;
    if (!flow || !user || user.id !== flow.userId)
      return this.refuse(
        { userName: DIRECTORY, address: req.address, at: now },
        messages.signInDirectoryExpired,
      );
    const result = await this.d.auth.signInVouched(user, {
      code: totp,
      secondFactorDone: false,
      ...req,
      directorySignInId: flow.id,
    });
    if (result.kind !== 'token' || !(await repo.spendTicket(this.d.db, flow.id, now))) throw refused();
    return result.token;
  }

  private async withTicket(id: string, result: SignInResult): Promise<DirectoryResult> {
    if (result.kind === 'token') return result;
    const ticket = randomBytes(32).toString('base64url');
    const expires = new Date(this.d.clock.now().getTime() + SIGN_IN_MS);
    await repo.setTicket(this.d.db, id, sha256(ticket), expires);
    return { ...result, ticket };
  }

  /**
   * The user a directory account is: found by its subject; created at its first sign-in with the
   * roles and branches of its mapped groups; without a mapping, put in the administrators' queue.
   */
  private async userOf(tenant: Tenant, person: Person, audit: Actor) {
    const known = await repo.userOfSubject(this.d.db, tenant, person.subject);
    if (known) {
      await repo.touchIdentity(this.d.db, tenant, person.subject, audit.at);
      return known;
    }
    const mappings = await repo.mappingsOfGroups(this.d.db, tenant, person.groups);
    const roleIds = [...new Set(mappings.flatMap((m) => m.roleIds))];
    // Note: a local account of the same name is never taken over by a directory account.
    if (roleIds.length === 0 || (await repo.userNameTaken(this.d.db, person.userName))) {
      await this.d.db.transaction(async (tx) => {
        await repo.requestAccess(tx, { tenant, ...pick(person) }, audit.at);
        await this.failed(tx, audit, messages.signInDirectoryWaiting);
      });
      throw fail.forbidden(messages.directoryWaitingForAccess);
    }
    const branches = [...new Map(mappings.map((m) => [m.organizationId, m])).values()].map((m) => ({
      organizationId: m.organizationId,
      branchId: m.branchId,
    }));
    // Note: the account has no password of ours; the hash of random bytes matches none.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await this.d.db.transaction(async (tx) => {
      const id = await repo.createDirectoryUser(
        tx,
        {
          tenant,
          ...pick(person),
          phone: person.phone,
          email: person.email,
          passwordHash,
          roleIds,
          branches,
        },
        audit,
      );
      await recordActivity(tx, audit, {
        type: 'User',
        event: 'Created',
        organizationId: branches[0]?.organizationId ?? null,
        targetType: 'User',
        targetId: id,
        remarks: fillMessage(messages.directoryUserCreated, { groups: person.groups.join(', ') }),
      });
    });
    return (await repo.userOfSubject(this.d.db, tenant, person.subject)) ?? fail.notFound().throwIt();
  }

  private async refuse(audit: Actor, reason: string): Promise<never> {
    await this.failed(this.d.db, audit, reason);
    throw refused();
  }

  private failed(exec: Parameters<typeof recordActivity>[0], audit: Actor, reason: string) {
    return recordActivity(exec, audit, {
      type: 'Auth',
      organizationId: null,
      event: 'SignInFailed',
      remarks: reason,
    });
  }
}

interface Person {
  subject: string;
  userName: string;
  groups: string[];
  sid: string | null;
  phone: string;
  email: string | null;
  secondFactor: boolean;
}

const pick = (p: Person) => ({ subject: p.subject, userName: p.userName, groups: p.groups });
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** What the console reads of the ID token; null when the user name claim is missing. */
function readClaims({ claims }: DirectoryAnswer, s: DirectorySettings): Person | null {
  const userName = text(claims[s.userNameClaim]);
  if (!userName || userName.length > 100) return null;
  const raw = claims[s.groupsClaim];
  const groups = (Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [])
    .filter((g): g is string => typeof g === 'string' && g.length <= 300)
    .slice(0, 200);
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((a) => typeof a === 'string') : [];
  const acr = text(claims.acr);
  return {
    subject: claims.sub,
    userName,
    groups,
    sid: text(claims.sid),
    phone: text(claims.phone_number)?.slice(0, 30) ?? '',
    email: text(claims.email)?.slice(0, 200) ?? null,
    secondFactor:
      amr.some((a) => s.secondFactorAmr.includes(a)) || (acr !== null && s.secondFactorAcr.includes(acr)),
  };
}
