import type { Executor } from '../db/client.ts';
import type { PasswordPolicy } from './auth/passwords.ts';
import { SESSION_IDLE_MS } from './auth/sessions.ts';
import { SESSION_ABSOLUTE_MS } from './auth/sessions.repository.ts';
import type { Clock } from '../kernel/clock.ts';
import { Kept } from './kept.ts';
import { readPolicies, type PoliciesRow } from './security-policies.repository.ts';

/** The security policies in force, in the units people set them in. */
export interface Policies {
  passwordMinLength: number;
  lockoutAttempts: number;
  lockoutMinutes: number;
  idleMinutes: number;
  sessionHours: number;
  /** A staff account with no sign-in for this many days is deactivated by the upkeep. */
  dormantDays: number;
  /** Each staff user's access is reviewed every this many months, from January. */
  accessReviewMonths: number;
}

/**
 * Today's figures (DESIGN §5), which apply until the first approved change: the password length
 * from PASSWORD_MIN_LENGTH, 10 failures lock for 30 minutes, 15 minutes idle, 10 hours in all,
 * an account dormant after 90 days without sign-in, access reviewed every quarter.
 */
export const defaultPolicies = (passwordMinLength: number): Policies => ({
  passwordMinLength,
  lockoutAttempts: 10,
  lockoutMinutes: 30,
  idleMinutes: SESSION_IDLE_MS / MINUTE,
  sessionHours: SESSION_ABSOLUTE_MS / HOUR,
  dormantDays: DEFAULT_DORMANT_DAYS,
  accessReviewMonths: 3,
});

/** PCI DSS 4.0.1 8.2.6: an account inactive for 90 days is disabled. */
export const DEFAULT_DORMANT_DAYS = 90;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long a process keeps the policies it read. */
export const POLICIES_CACHE_MS = 5_000;

/** A session's time limits in milliseconds, as the session checks use them. */
export const sessionLimits = (p: Policies) => ({
  idleMs: p.idleMinutes * MINUTE,
  absoluteMs: p.sessionHours * HOUR,
});

/**
 * Reads the policies for sign-in, sessions and new passwords. Note: each process keeps what it
 * read for POLICIES_CACHE_MS, so an approved change reaches every process within 5 seconds; in
 * exchange a request does not query the policies.
 */
export class SecurityPolicies {
  private readonly kept = new Kept(
    () =>
      readPolicies(this.d.db).then((row) => ({
        row,
        policies: row ? fromRow(row) : defaultPolicies(this.d.password.minLength),
      })),
    POLICIES_CACHE_MS,
  );

  constructor(private readonly d: { db: Executor; clock: Clock; password: PasswordPolicy }) {}

  async current(): Promise<Policies> {
    return (await this.read()).policies;
  }

  /** The policies with who approved them when (null while the defaults apply). */
  async withOrigin(): Promise<{ policies: Policies; row: PoliciesRow | null }> {
    return this.read();
  }

  /** What `passwordProblem` takes: the minimum in force, the configured maximum. */
  async passwordPolicy(): Promise<PasswordPolicy> {
    return { minLength: (await this.current()).passwordMinLength, maxLength: this.d.password.maxLength };
  }

  private read() {
    return this.kept.get(this.d.clock.now());
  }
}

const fromRow = (row: PoliciesRow): Policies => ({
  passwordMinLength: row.passwordMinLength,
  lockoutAttempts: row.lockoutAttempts,
  lockoutMinutes: row.lockoutMinutes,
  idleMinutes: row.idleMinutes,
  sessionHours: row.sessionHours,
  dormantDays: row.dormantDays,
  accessReviewMonths: row.accessReviewMonths,
});
