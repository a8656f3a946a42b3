import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coreAccounts, coreCustomers, coreMbankingUsers, coreSmsOutbox } from '../../db/schema/core.ts';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { mbankingSupportApi } from '@console/contract';
import type {
  CoreAccountInfo,
  CoreMerchantTransaction,
  MerchantStatementPage,
  StatementCursor,
  StatementRange,
  AccountRef,
  CardLimitRequest,
  CardRef,
  CoreAccount,
  CoreAccountLimit,
  CoreBanking,
  CoreCard,
  IssueCardRequest,
  CoreOrg,
  CorePhoto,
  FreezeRequest,
  MbankingUserRecord,
  OpenAccountRequest,
  OpenAccountResult,
  OpenBusinessAccountRequest,
  VerifiedCustomer,
} from '../port.ts';
import { CoreRefusedError } from '../port.ts';
import * as accounts from './accounts.ts';
import { avatarPng } from './avatar.ts';
import * as cards from './cards.ts';
import { coreSwitches, setCoreFaultMode, setCoreLatency, type CoreFaultMode } from './faults.ts';
import { openBusinessAccount } from './business-accounts.ts';
import { freezeAccounts } from './freezes.ts';
import * as mbanking from './mbanking.ts';
import * as merchants from './merchants.ts';
import { openAccount } from './open-account.ts';
import { phoneDigits, phoneMatches, phonesMatch } from './phone-match.ts';

export interface SandboxCoreDeps {
  db: Db;
  /** Seals card numbers, which the core hands out only encrypted. */
  box: SecretBox;
  clock: Clock;
  /** How long the console waits for a core call (CORE_TIMEOUT_MS); `slow` answers later than that. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** How far past the console's time limit a `slow` core answers. */
const SLOW_PAST_TIMEOUT_MS = 2_000;
export const REFUSED_CHANGE = 'The core refused the operation: the sandbox core is refusing every change.';

export const PIN_RESET_SMS = 'Your DahabPlus PIN has been reset. Open the app to set a new PIN.';

/**
 * A simulated core banking system in the `core` schema: its operations read and change real
 * state, so demos and tests exercise the product the way a bank's core would.
 */
export class SandboxCore implements CoreBanking {
  constructor(private readonly deps: SandboxCoreDeps) {}

  /** Makes every operation slow, down or refusing (see `ready`), or well again. */
  async setFaultMode(mode: CoreFaultMode): Promise<void> {
    await setCoreFaultMode(this.deps.db, mode);
  }

  /** An outage while on: the `down` mode, then `ok`. */
  async setOutage(on: boolean): Promise<void> {
    await this.setFaultMode(on ? 'down' : 'ok');
  }

  /** Delays every operation, to show what a slow core does to the console. */
  async setLatency(ms: number): Promise<void> {
    await setCoreLatency(this.deps.db, ms);
  }

  /**
   * What every operation passes first, by the switches in the database (read on each call, so a
   * switch made by any process acts at once): `down` fails as an unreachable core; `refuse`
   * refuses changes and lets reads through; `slow` answers after the console has stopped waiting.
   */
  private async ready(call: 'read' | 'change'): Promise<void> {
    const { mode, latencyMs } = await coreSwitches(this.deps.db);
    if (latencyMs > 0) await sleep(latencyMs);
    switch (mode) {
      case 'ok':
        return;
      case 'down':
        throw new Error('The sandbox core is down (a simulated outage).');
      case 'refuse':
        if (call === 'change') throw new CoreRefusedError(REFUSED_CHANGE);
        return;
      case 'slow':
        // A slow core still does the work, only late, as a real one would: the console has
        // answered 503 by then, and retries find the work done (changes are idempotent by
        // reference). The timer does not hold a closing process open.
        await sleep((this.deps.timeoutMs ?? DEFAULT_TIMEOUT_MS) + SLOW_PAST_TIMEOUT_MS, undefined, {
          ref: false,
        });
        return;
    }
  }

  async ping(): Promise<void> {
    await this.ready('read');
  }

  private async customer(org: CoreOrg, customerId: string) {
    const [row] = await this.deps.db
      .select()
      .from(coreCustomers)
      .where(and(eq(coreCustomers.orgId, org.id), eq(coreCustomers.customerId, customerId)));
    if (!row) throw new CoreRefusedError(`Customer ${customerId} does not exist in the core of ${org.name}.`);
    return row;
  }

  async findCustomersByPhone(org: CoreOrg, mobile: string): Promise<VerifiedCustomer[]> {
    await this.ready('read');
    if (!phoneDigits(mobile)) return [];
    return this.deps.db
      .select({
        customerId: coreCustomers.customerId,
        name: coreCustomers.name,
        mobile: coreCustomers.mobile,
        email: coreCustomers.email,
        telephone: coreCustomers.telephone,
      })
      .from(coreCustomers)
      .where(and(eq(coreCustomers.orgId, org.id), phoneMatches(coreCustomers.mobile, mobile)))
      .orderBy(asc(coreCustomers.customerId));
  }

  async customerPhoto(org: CoreOrg, customerId: string): Promise<CorePhoto | null> {
    await this.ready('read');
    const customer = await this.customer(org, customerId);
    if (!customer.hasPhoto) return null;
    return { data: avatarPng(`${org.id}:${customerId}`), contentType: 'image/png' };
  }

  async accountHolderPhoto(org: CoreOrg, accountNo: string): Promise<CorePhoto | null> {
    await this.ready('read');
    const [holder] = await this.deps.db
      .select({ customerId: coreCustomers.customerId, hasPhoto: coreCustomers.hasPhoto })
      .from(coreAccounts)
      .innerJoin(
        coreCustomers,
        and(
          eq(coreCustomers.orgId, coreAccounts.orgId),
          eq(coreCustomers.customerId, coreAccounts.customerId),
        ),
      )
      .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, accountNo)));
    if (!holder?.hasPhoto) return null;
    return { data: avatarPng(`${org.id}:${holder.customerId}`), contentType: 'image/png' };
  }

  async customerAccounts(org: CoreOrg, customerId: string): Promise<CoreAccount[]> {
    await this.ready('read');
    await this.customer(org, customerId);
    const rows = await this.deps.db
      .select()
      .from(coreAccounts)
      .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.customerId, customerId)))
      .orderBy(asc(coreAccounts.openedAt), asc(coreAccounts.accountNo));
    return rows.map(accounts.asCoreAccount);
  }

  async mobileBankingUser(org: CoreOrg, phone: string): Promise<{ name: string; userId: string } | null> {
    await this.ready('read');
    if (!phoneDigits(phone)) return null;
    const [user] = await this.deps.db
      .select({ name: coreMbankingUsers.fullName, userId: coreMbankingUsers.userId })
      .from(coreMbankingUsers)
      .where(and(eq(coreMbankingUsers.orgId, org.id), phoneMatches(coreMbankingUsers.phone, phone)))
      .orderBy(asc(coreMbankingUsers.userId))
      .limit(1);
    return user ?? null;
  }

  async resetMobilePin(org: CoreOrg, customerId: string, mobile: string): Promise<void> {
    await this.ready('change');
    const customer = await this.customer(org, customerId);
    const [user] = await this.deps.db
      .select()
      .from(coreMbankingUsers)
      .where(and(eq(coreMbankingUsers.orgId, org.id), eq(coreMbankingUsers.customerId, customerId)));
    if (!user) throw new CoreRefusedError(`Customer ${customerId} is not registered for DahabPlus.`);
    if (user.blockedOn)
      throw new CoreRefusedError(
        `DahabPlus user ${user.userId} is blocked; unblock it before resetting the PIN.`,
      );
    if (!phonesMatch(mobile, customer.mobile) && !phonesMatch(mobile, user.phone)) {
      throw new CoreRefusedError(`The mobile number does not belong to customer ${customerId}.`);
    }
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(coreMbankingUsers)
        .set({ pinResetAt: now })
        .where(eq(coreMbankingUsers.userId, user.userId));
      // Note: the message never carries a PIN; the customer sets a new one in the app.
      await tx
        .insert(coreSmsOutbox)
        .values({ orgId: org.id, phone: mobile, text: PIN_RESET_SMS, createdAt: now });
    });
  }

  async sendSms(org: CoreOrg, phone: string, text: string): Promise<void> {
    await this.ready('read');
    if (!phoneDigits(phone)) throw new CoreRefusedError('A text message needs a phone number.');
    await this.deps.db
      .insert(coreSmsOutbox)
      .values({ orgId: org.id, phone, text, createdAt: this.deps.clock.now() });
  }

  async openAccount(org: CoreOrg, request: OpenAccountRequest): Promise<OpenAccountResult> {
    await this.ready('change');
    return openAccount(this.deps.db, this.deps.clock, org, request);
  }

  // Accounts and cards: the operations live in accounts.ts and cards.ts.

  async findAccount(org: CoreOrg, accountNo: string): Promise<CoreAccount | null> {
    await this.ready('read');
    return accounts.findAccount(this.deps.db, org, accountNo);
  }

  async accountHolder(org: CoreOrg, accountNo: string): Promise<string | null> {
    await this.ready('read');
    return accounts.accountHolder(this.deps.db, org, accountNo);
  }

  async linkAccount(org: CoreOrg, account: AccountRef): Promise<void> {
    await this.ready('change');
    await accounts.linkAccount(this.deps.db, org, account);
  }

  async delinkAccount(org: CoreOrg, account: AccountRef): Promise<void> {
    await this.ready('change');
    await accounts.delinkAccount(this.deps.db, org, account);
  }

  async accountLimit(org: CoreOrg, account: AccountRef): Promise<CoreAccountLimit> {
    await this.ready('read');
    return accounts.accountLimit(this.deps.db, org, account);
  }

  async setAccountLimit(org: CoreOrg, account: AccountRef, limit: string): Promise<void> {
    await this.ready('change');
    await accounts.setAccountLimit(this.deps.db, org, account, limit);
  }

  async accountCards(org: CoreOrg, accountNo: string): Promise<CoreCard[]> {
    await this.ready('read');
    return cards.accountCards(this.deps.db, org, accountNo);
  }

  async findCard(org: CoreOrg, accountNo: string, cardId: string): Promise<CoreCard | null> {
    await this.ready('read');
    return cards.findCard(this.deps.db, org, accountNo, cardId);
  }

  async resetCardPin(org: CoreOrg, card: CardRef): Promise<void> {
    await this.ready('change');
    await cards.resetCardPin(this.deps.db, this.deps.clock, org, card);
  }

  async resetCardPinCounter(org: CoreOrg, card: CardRef): Promise<void> {
    await this.ready('change');
    await cards.resetCardPinCounter(this.deps.db, org, card);
  }

  async issueCard(org: CoreOrg, request: IssueCardRequest): Promise<{ cardNumber: string }> {
    await this.ready('change');
    return cards.issueCard(this.deps.db, this.deps, org, request);
  }

  async applyCardLimit(org: CoreOrg, request: CardLimitRequest): Promise<void> {
    await this.ready('change');
    await cards.applyCardLimit(this.deps.db, this.deps.clock, org, request);
  }

  async freezeAccounts(org: CoreOrg, request: FreezeRequest): Promise<{ frozen: string[] }> {
    await this.ready('change');
    return freezeAccounts(this.deps.db, this.deps.clock, org, request);
  }

  // Businesses.
  async openBusinessAccount(org: CoreOrg, request: OpenBusinessAccountRequest): Promise<OpenAccountResult> {
    await this.ready('change');
    return openBusinessAccount(this.deps.db, this.deps.clock, org, request);
  }

  // Mobile-banking support
  async mobileBankingUserOrganization(userId: string): Promise<string | null> {
    await this.ready('read');
    return mbanking.mbankingUserOrganization(this.deps.db, userId);
  }

  async mobileBankingUserInfo(
    userId: string,
    page: { page: number; size: number },
  ): Promise<MbankingUserRecord | null> {
    await this.ready('read');
    return mbanking.mbankingUserInfo(this.deps.db, userId, page);
  }

  async blockMobileBankingUser(userId: string, reason: string, blockedBy: string): Promise<void> {
    await this.ready('change');
    await mbanking.blockMbankingUser(this.deps, userId, reason, blockedBy);
  }

  async unblockMobileBankingUser(userId: string): Promise<void> {
    await this.ready('change');
    await mbanking.unblockMbankingUser(this.deps, userId);
  }

  async mobileBankingOtpChannels(userId: string): Promise<mbankingSupportApi.OtpChannelOption[]> {
    await this.ready('read');
    return mbanking.mbankingOtpChannels(this.deps.db, userId);
  }

  async resendMobileBankingOtp(
    userId: string,
    channel: mbankingSupportApi.OtpChannel,
    to: string,
  ): Promise<void> {
    await this.ready('read');
    await mbanking.resendMbankingOtp(this.deps, userId, channel, to);
  }

  // Merchants (see merchants.ts)
  async accountInfo(org: CoreOrg, accountNo: string): Promise<CoreAccountInfo | null> {
    await this.ready('read');
    return merchants.accountInfo(this.deps.db, org, accountNo);
  }

  async merchantStatement(
    org: CoreOrg,
    merchantCode: string,
    range: StatementRange,
    page: { offset: number; limit: number },
  ): Promise<MerchantStatementPage> {
    await this.ready('read');
    return merchants.merchantStatement(this.deps.db, org, merchantCode, range, page);
  }

  async merchantTransactionsAfter(
    org: CoreOrg,
    merchantCode: string,
    range: StatementRange,
    after: StatementCursor | null,
    limit: number,
  ): Promise<CoreMerchantTransaction[]> {
    await this.ready('read');
    return merchants.merchantTransactionsAfter(this.deps.db, org, merchantCode, range, after, limit);
  }
}
