import type { Config } from '../../kernel/config.ts';
import type { Db } from '../../db/client.ts';
import { coreAccounts, coreCustomers } from '../../db/schema/core.ts';
import { seedId } from '../../platform/seed-id.ts';
import type { Clock } from '../../kernel/clock.ts';
import { lastMerchantPayment, recordMerchantPayments, type MerchantPayment } from './merchants.ts';
import { sandboxPlans, type CoreOrgFacts } from './seed.ts';
import { prng } from './seed-random.ts';

const DAY = 86_400_000;
/** How far back the demo payments go. */
export const PAYMENT_DAYS = 90;
const REMARKS = ['QR payment', 'Groceries', 'Household goods', 'Phone accessories', 'Medicine', 'Snacks'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Decimal text of a whole number of cents: exact, no float ever holds the amount. */
export const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${pad(cents % 100, 2)}`;

/**
 * The merchants the core keeps business accounts for, and the accounts: the demo's merchants,
 * handed in by whoever seeds (`demo-data.ts`).
 */
export interface CoreMerchantFacts {
  accounts: readonly {
    org: string;
    accountNo: string;
    customerId: string;
    name: string;
    phone: string;
    accountType: string;
    currency: string;
    branch: string;
    status: (typeof coreAccounts.$inferInsert)['status'];
  }[];
  merchants: readonly { org: string; code?: string | null; accountNo: string }[];
}

interface Buyer {
  account: string;
  name: string;
}

interface DemoMerchant {
  orgId: string;
  code: string;
  currency: string;
  buyers: Buyer[];
}

/**
 * A realistic stream of payments into one merchant: several a day over the last PAYMENT_DAYS days
 * up to `now`, each a pure function of the merchant and the day. Days before the one of `since`
 * (the merchant's last payment recorded) are left out: a later start plans only the days since.
 */
function planPayments(m: DemoMerchant, now: Date, since: Date | null = null): MerchantPayment[] {
  const { orgId, code, currency, buyers } = m;
  const out: MerchantPayment[] = [];
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const firstDay = since ? Math.floor(since.getTime() / DAY) * DAY : -Infinity;
  for (let d = PAYMENT_DAYS - 1; d >= 0; d--) {
    const dayStart = today - d * DAY;
    if (dayStart < firstDay) continue;
    const date = new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '');
    const random = prng(`merchant-payments:${orgId}:${code}:${date}`);
    const count = 3 + Math.floor(random() * 6);
    for (let n = 0; n < count; n++) {
      // Shops open from 07:00 to 21:00 (UTC+3 in Mogadishu).
      const at = new Date(dayStart + 4 * 3_600_000 + Math.floor(random() * 14 * 3_600_000));
      const buyer = buyers[Math.floor(random() * buyers.length)] ?? buyers[0]!;
      // About one payment in six is made in shillings, to show totals per currency.
      const shillings = currency === 'USD' && random() < 1 / 6;
      const cents = shillings
        ? (1_000 + Math.floor(random() * 400)) * 100 * 10
        : 50 + Math.floor(random() * 25_000);
      const remarks = REMARKS[Math.floor(random() * REMARKS.length)] ?? 'QR payment';
      // Drawn in full before it is left out, so a payment is the same whatever the time of the start.
      if (at > now) continue;
      out.push({
        orgId,
        merchantCode: code,
        reference: `MT${code}${date}${pad(n, 2)}`,
        trnDate: at,
        buyerAccount: buyer.account,
        buyerName: buyer.name,
        amount: fromCents(cents),
        currency: shillings ? 'SOS' : currency,
        remarks,
      });
    }
  }
  return out;
}

/** The merchants' business accounts and their payments in the sandbox core; idempotent. */
export const merchantsCoreSeeder = (merchants: CoreMerchantFacts, orgs: readonly CoreOrgFacts[]) => ({
  name: 'sandbox-core-merchants',
  async run(db: Db, _config: Config, clock: Clock) {
    await db.transaction(async (tx) => {
      for (const a of merchants.accounts) {
        const orgId = seedId(`org:${a.org}`);
        await tx
          .insert(coreCustomers)
          .values({
            orgId,
            customerId: a.customerId,
            name: a.name,
            mobile: a.phone,
            // The holder's photo on file, shown with the account in the merchant inquiry.
            hasPhoto: true,
            createdAt: new Date('2023-06-01T08:00:00Z'),
          })
          .onConflictDoNothing();
        await tx
          .insert(coreAccounts)
          .values({
            orgId,
            accountNo: a.accountNo,
            customerId: a.customerId,
            accountType: a.accountType,
            currency: a.currency,
            branchCode: a.branch,
            status: a.status,
            name: a.name,
            phone: a.phone,
            openedAt: new Date('2023-06-01T08:00:00Z'),
          })
          .onConflictDoNothing();
      }
      for (const m of demoMerchants(merchants, orgs)) {
        const since = await lastMerchantPayment(tx, m.orgId, m.code);
        const payments = planPayments(m, clock.now(), since);
        for (let i = 0; i < payments.length; i += 1000)
          await recordMerchantPayments(tx, payments.slice(i, i + 1000));
      }
    });
  },
});

/** The merchants that take payments, with the accounts of their organization that pay them. */
function demoMerchants(merchants: CoreMerchantFacts, orgs: readonly CoreOrgFacts[]): DemoMerchant[] {
  const accounts = sandboxPlans(orgs).flatMap((p) => p.accounts);
  return merchants.merchants.flatMap((m) => {
    const account = merchants.accounts.find((a) => a.accountNo === m.accountNo);
    if (!m.code || !account) return [];
    const orgId = seedId(`org:${m.org}`);
    const buyers = accounts
      .filter((b) => b.orgId === orgId)
      .map((b) => ({ account: b.accountNo, name: b.name }));
    return [{ orgId, code: m.code, currency: account.currency, buyers }];
  });
}

/** Every payment of the demo merchants over the PAYMENT_DAYS days up to `now`, as planned. */
export const plannedMerchantPayments = (
  now: Date,
  merchants: CoreMerchantFacts,
  orgs: readonly CoreOrgFacts[],
): MerchantPayment[] => demoMerchants(merchants, orgs).flatMap((m) => planPayments(m, now));
