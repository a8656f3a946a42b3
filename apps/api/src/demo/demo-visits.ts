import { RiskRatings } from '../modules/risk/index.ts';
import type { OtpOperation } from '@console/contract';
import type { Config } from '../kernel/config.ts';
import { SandboxCore } from '../core-banking/sandbox/index.ts';
import { AccountsService } from '../modules/accounts/index.ts';
import { AuthService } from '../modules/auth/index.ts';
import { SecurityPolicies } from '../platform/security-policies.ts';
import { CustomerProfiles, CustomersService } from '../modules/customers/index.ts';
import { OtpService } from '../modules/otp/index.ts';
import { UserScopes } from '../modules/users/index.ts';
import type { Actor } from '../platform/audit.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import type { TestClock } from '../kernel/clock.ts';
import type { SessionUser } from '../kernel/session-user.ts';
import type { Db } from '../db/client.ts';
import { demoStaff, lastCodeSentTo, withAuthenticators } from './demo-staff.ts';
import { demoScreening } from './demo-screening.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** What a staff member works with at the desk during one visit. */
export interface Desk {
  user: SessionUser;
  by: Actor;
  accounts: AccountsService;
  customers: CustomersService;
  /** Sends the customer an OTP for the operation and reads it back, as the customer would. */
  customerCode: (target: {
    organizationId: string;
    phone: string;
    operation: OtpOperation;
    customerId?: string;
  }) => Promise<string>;
  /** The staff member's own current authenticator code: the step-up of a PIN reset. */
  ownCode: () => Promise<string>;
}

/** A customer served at a desk: when, by whom, and what is done. */
export interface Visit {
  at: number;
  staff: string;
  act: (desk: Desk) => Promise<unknown>;
}

/** The days a demo spreads over: from `start`, until before `end`. */
export interface Span {
  start: number;
  end: number;
}

/**
 * A moment in the working hours (the first eight) of the demo day that `at` falls in. Demo days
 * count from the start of the span and keep its hour, as the applications' do, so every
 * installation gets the same schedule whatever the hour of its first start.
 */
export const workingTime = (span: Span, at: number, rand: () => number): number =>
  span.start + Math.floor((at - span.start) / DAY) * DAY + Math.floor(rand() * 8 * 60) * MINUTE;

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/**
 * Serves the visits in the order of their times, through the services the API uses, each at its
 * own time on the demo clock (a minute apart at least, so no step-up code is used twice).
 */
export async function serveVisits(db: Db, config: Config, demoClock: TestClock, visits: Visit[]) {
  const staff = new Map<string, SessionUser>();
  for (const name of new Set(visits.map((v) => v.staff))) {
    const user = await demoStaff(db, config, name);
    if (user) staff.set(name, user);
  }
  const box = new SecretBox(config.dataEncryptionKey);
  const core = new SandboxCore({ db, box, clock: demoClock });
  const scopes = new UserScopes({ db });
  const otp = new OtpService({
    db,
    core,
    clock: demoClock,
    key: config.dataEncryptionKey,
    scopes,
    profiles: new CustomerProfiles(),
  });
  const tokens = new TokenService(config.jwtSecret);
  const policies = new SecurityPolicies({ db, clock: demoClock, password: config.passwordPolicy });
  const auth = new AuthService({ db, config, clock: demoClock, tokens, box, policies });
  const accounts = new AccountsService({ db, core, otp, scopes, auth });
  const customers = new CustomersService({
    db,
    screening: demoScreening(db),
    risk: new RiskRatings({ db, scopes, clock: demoClock }),
    core,
    otp,
    scopes,
    auth,
    searchCountLimit: config.searchCountLimit,
  });

  await withAuthenticators(db, box, [...staff.keys()], async (ownCode) => {
    let last = 0;
    for (const visit of [...visits].sort((a, b) => a.at - b.at)) {
      const user = staff.get(visit.staff);
      if (!user) continue;
      last = Math.max(visit.at, last + MINUTE);
      demoClock.set(new Date(last));
      const by: Actor = { userName: user.userName, at: demoClock.now() };
      await visit.act({
        user,
        by,
        accounts,
        customers,
        customerCode: async (target) => {
          await otp.sendFor(target, user, by);
          return lastCodeSentTo(db, target.phone);
        },
        ownCode: () => ownCode(user.userName, demoClock.now()),
      });
    }
  });
}
