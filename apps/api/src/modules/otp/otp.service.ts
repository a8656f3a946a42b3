import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  fillMessage,
  hasPermission,
  messages,
  OTP_MAX_TRIES,
  OTP_TTL_MS,
  otpSmsText,
  P,
  type OtpOperation,
  type Permission,
} from '@console/contract';
import type { CoreBanking, CoreOrg } from '../../core-banking/port.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { Clock } from '../../kernel/clock.ts';
import { AppError, fail } from '../../kernel/errors.ts';
import { inScope, type OrgScope } from '../../platform/org-scope.ts';
import { maskPhone, phoneDigits } from '../../platform/phone.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { allOrganizations, coreOrg, requireOrganization } from '../organizations/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './otp.repository.ts';

/** The permission that sending an OTP for each operation needs. */
const permissionOf: Record<OtpOperation, Permission> = {
  NewApplication: P.AddApplication,
  AccountRequest: P.AddApplication,
  ResetPin: P.ResetPin,
  LinkAccount: P.LinkToDahabPlus,
  ResetCardPin: P.ResetCardPIN,
  ResetCardCounter: P.ResetCardCounter,
};

/** At most this many codes to one phone in the window, so the SMS channel cannot be flooded. */
const SENDS_PER_WINDOW = 5;
const SEND_WINDOW_MS = 15 * 60 * 1000;

export interface OtpTarget {
  org: CoreOrg;
  phone: string;
  operation: OtpOperation;
  customerId?: string | null | undefined;
}

const invalid = () => fail.field('oTP', messages.otpInvalid);

/**
 * What a code's sending asks of the customers on file: the customers area's `CustomerProfiles`,
 * handed in by the app (the customers area uses this one to check a code, so it cannot be imported).
 */
export interface MobilesOnFile {
  /** The organizations whose customers on file have this mobile. */
  organizationsWithMobile(exec: Executor, mobile: string): Promise<string[]>;
}

export class OtpService {
  constructor(
    private readonly d: {
      db: Db;
      core: CoreBanking;
      clock: Clock;
      key: Buffer;
      scopes: UserScopes;
      profiles: MobilesOnFile;
    },
  ) {}

  /** Removes the codes that expired before `before`; answers how many. */
  purgeExpired(before: Date): Promise<number> {
    return repo.purgeExpired(this.d.db, before);
  }

  private hash(code: string): string {
    return createHmac('sha256', this.d.key).update(`otp:${code}`).digest('hex');
  }

  /** The send endpoint: the organization is named by id. */
  async sendFor(
    input: { organizationId: string; phone: string; operation: OtpOperation; customerId?: string | null },
    user: SessionUser,
    by: Actor,
  ) {
    await this.d.scopes.requireVisible(user, input.organizationId);
    const org = coreOrg(await requireOrganization(this.d.db, input.organizationId));
    return this.send({ ...input, org }, user, by);
  }

  /**
   * Sends a new code; any earlier unused code for the same phone and operation stops working.
   * Note: only in an organization the user works in, and only to a phone that is not solely of
   * customers of other organizations: another organization's customers get no SMS from them, nor
   * lose their allowance of codes to them.
   */
  async send(
    target: OtpTarget,
    user: SessionUser,
    by: Actor,
  ): Promise<{ sentTo: string; expiresAt: string }> {
    if (!hasPermission(user, permissionOf[target.operation])) throw fail.forbidden();
    const scope = await this.d.scopes.requireVisible(user, target.org.id);
    await this.requireOwnPhone(target.phone, scope);
    const now = this.d.clock.now();
    const phone = phoneDigits(target.phone);
    const since = new Date(now.getTime() - SEND_WINDOW_MS);
    if ((await repo.countSentSince(this.d.db, phone, since)) >= SENDS_PER_WINDOW)
      throw new AppError('rate_limited', messages.otpTooMany);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    const key = { organizationId: target.org.id, phone, operation: target.operation };
    await this.d.db.transaction(async (tx) => {
      await repo.voidUnused(tx, key, now);
      await repo.insertOtp(tx, {
        ...key,
        customerId: target.customerId ?? null,
        codeHash: this.hash(code),
        createdAt: now,
        expiresAt,
        createdBy: by.userName,
      });
      await recordActivity(tx, by, {
        type: 'OTP',
        event: 'Sent',
        organizationId: target.org.id,
        remarks: fillMessage(messages.otpSentRemark, {
          operation: target.operation,
          phone: maskPhone(phone),
        }),
      });
    });
    await this.d.core.sendSms(target.org, target.phone, otpSmsText(code, OTP_TTL_MS));
    return { sentTo: maskPhone(phone), expiresAt: expiresAt.toISOString() };
  }

  /**
   * A phone that only customers of organizations outside the scope hold is, for the user, a record
   * that does not exist (404, as any record of another organization). A phone nobody holds yet is a
   * new customer's, and one that a customer of an organization in the scope holds is theirs to
   * reach. Whose it is, the profiles on file tell, and the core's customers of each organization.
   */
  private async requireOwnPhone(phone: string, scope: OrgScope): Promise<void> {
    if (scope.all) return;
    const onFile = await this.d.profiles.organizationsWithMobile(this.d.db, phone);
    if (onFile.some((id) => inScope(scope, id))) return;
    const organizations = await allOrganizations(this.d.db);
    const inCore = await Promise.all(
      organizations.map(async ({ id, name }) =>
        (await this.d.core.findCustomersByPhone({ id, name }, phone)).length > 0 ? id : null,
      ),
    );
    const holders = [...onFile, ...inCore.filter((id) => id !== null)];
    if (holders.length > 0 && !holders.some((id) => inScope(scope, id))) throw fail.notFound();
  }

  /**
   * Accepts the code once, for the phone, operation and customer it was sent for. A wrong code
   * counts a try; the fifth wrong try voids it. Note: it commits on its own, before the operation
   * it allows, so no transaction is held open across the call to the core.
   */
  async consume(target: OtpTarget, code: string): Promise<void> {
    const exec = this.d.db;
    const now = this.d.clock.now();
    const key = {
      organizationId: target.org.id,
      phone: phoneDigits(target.phone),
      operation: target.operation,
    };
    const otp = await repo.latestLive(exec, key, now);
    const boundElsewhere = otp?.customerId && target.customerId && otp.customerId !== target.customerId;
    if (!otp || boundElsewhere) throw invalid();
    const matches = timingSafeEqual(Buffer.from(this.hash(code)), Buffer.from(otp.codeHash));
    if (!matches) {
      const tries = otp.tries + 1;
      await repo.countWrongTry(exec, otp.id, tries, tries >= OTP_MAX_TRIES ? now : null);
      throw invalid();
    }
    if (!(await repo.claim(exec, otp.id, now))) throw invalid();
  }
}
