import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { coreAccounts } from '../../db/schema/core.ts';
import { coreMerchantTransactions } from '../../db/schema/core-merchants.ts';
import { frozenAmong, frozenDebitRefusal } from './freezes.ts';
import {
  CoreRefusedError,
  type CoreAccountInfo,
  type CoreMerchantTransaction,
  type CoreOrg,
  type MerchantStatementPage,
  type StatementCursor,
  type StatementRange,
} from '../port.ts';

const HOUR = 3_600_000;
const t = coreMerchantTransactions;

export async function accountInfo(
  db: Executor,
  org: CoreOrg,
  accountNo: string,
): Promise<CoreAccountInfo | null> {
  const [row] = await db
    .select({
      account: coreAccounts.accountNo,
      name: coreAccounts.name,
      accountType: coreAccounts.accountType,
      currency: coreAccounts.currency,
      branch: coreAccounts.branchCode,
      accStatus: coreAccounts.status,
    })
    .from(coreAccounts)
    .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, accountNo)));
  return row ?? null;
}

const columns = {
  // Named apart: an output column called id would make ORDER BY id sort by this text, not the index.
  id: sql<string>`${t.id}::text`.as('transaction_id'),
  trnDate: t.trnDate,
  buyerAccount: t.buyerAccount,
  buyerName: t.buyerName,
  trnAmount: t.amount,
  txCcy: t.currency,
  remarks: t.remarks,
};

const inRange = (org: CoreOrg, code: string, range: StatementRange) =>
  and(eq(t.orgId, org.id), eq(t.merchantCode, code), gte(t.trnDate, range.from), lt(t.trnDate, range.until));

/**
 * Newest first, in the order of the (merchant, date) index, which drizzle declares DESC NULLS LAST:
 * a plain DESC (NULLS FIRST) would not match it and the planner would sort the whole range.
 */
const newestFirst = [sql`${t.trnDate} desc nulls last`, sql`${t.id} desc nulls last`];

const toItem = (
  r: { trnDate: Date } & Omit<CoreMerchantTransaction, 'trnDate'>,
): CoreMerchantTransaction => ({
  ...r,
  trnDate: r.trnDate.toISOString(),
});

/**
 * Where a range's totals are read, coarsest first: whole days from merchant_daily_totals, whole
 * hours at either end of them from merchant_hourly_totals, and the parts of hours left at either
 * end from the payments themselves. A month is some 30 daily rows a currency, plus at most 46
 * hourly ones, however many payments it had (docs/merchants.md › Statement totals).
 */
const TOTALS = [
  { table: sql`core.merchant_daily_totals`, at: sql`day`, unit: 24 * HOUR },
  { table: sql`core.merchant_hourly_totals`, at: sql`hour`, unit: HOUR },
] as const;

/** The parts of [from, until) that the sums of `tiers` and then the payments cover, as SQL selects. */
function totalParts(
  org: CoreOrg,
  code: string,
  from: Date,
  until: Date,
  tiers: readonly (typeof TOTALS)[number][],
): SQL[] {
  if (from >= until) return [];
  const [tier, ...finer] = tiers;
  if (!tier) {
    return [
      sql`select currency, amount as total, 1 as count from core.merchant_transactions
          where org_id = ${org.id} and merchant_code = ${code} and trn_date >= ${from} and trn_date < ${until}`,
    ];
  }
  const first = new Date(Math.ceil(from.getTime() / tier.unit) * tier.unit);
  const last = new Date(Math.floor(until.getTime() / tier.unit) * tier.unit);
  if (first >= last) return totalParts(org, code, from, until, finer);
  return [
    sql`select currency, total, count from ${tier.table}
        where org_id = ${org.id} and merchant_code = ${code} and ${tier.at} >= ${first} and ${tier.at} < ${last}`,
    ...totalParts(org, code, from, first, finer),
    ...totalParts(org, code, last, until, finer),
  ];
}

/**
 * A page of payments by the (merchant, date) index, and the totals of the range from the daily and
 * hourly sums (`totalParts`). Sums stay numeric in SQL, so they are exact.
 */
export async function merchantStatement(
  db: Executor,
  org: CoreOrg,
  code: string,
  range: StatementRange,
  page: { offset: number; limit: number },
): Promise<MerchantStatementPage> {
  // Note: each part is one plain range of an index; an OR of two ranges would make the planner
  // read every payment of the merchant and filter them.
  const parts = totalParts(org, code, range.from, range.until, TOTALS);
  // The page and the totals are independent: on a server they run side by side.
  const pageRows = db
    .select(columns)
    .from(t)
    .where(inRange(org, code, range))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const totalRows = queryRows<{ currency: string; total: string; count: string | number }>(
    db,
    sql`select currency, (sum(total))::numeric(20, 2)::text as total, sum(count) as count
        from (${sql.join(parts, sql` union all `)}) parts group by currency order by currency`,
  );
  const [rows, totals] = await Promise.all([pageRows, totalRows]);
  return {
    items: rows.map(toItem),
    totalItems: totals.reduce((n, r) => n + Number(r.count), 0),
    totals: totals.map((r) => ({ currency: r.currency, total: r.total })),
  };
}

export async function merchantTransactionsAfter(
  db: Executor,
  org: CoreOrg,
  code: string,
  range: StatementRange,
  after: StatementCursor | null,
  limit: number,
): Promise<CoreMerchantTransaction[]> {
  // A row comparison is one bound of the index; the same test written with OR is not.
  const before = after
    ? sql`(${t.trnDate}, ${t.id}) < (${new Date(after.trnDate).toISOString()}::timestamptz, ${Number(after.id)}::bigint)`
    : undefined;
  const rows = await db
    .select(columns)
    .from(t)
    .where(and(inRange(org, code, range), before))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toItem);
}

export type MerchantPayment = Omit<typeof t.$inferInsert, 'id'>;

/** When the merchant's last payment recorded was made, or null before its first. */
export async function lastMerchantPayment(
  db: Executor,
  orgId: string,
  merchantCode: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: t.trnDate })
    .from(t)
    .where(and(eq(t.orgId, orgId), eq(t.merchantCode, merchantCode)))
    .orderBy(desc(t.trnDate))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Records payments into merchants (the sandbox's stand-in for wallets paying by QR). Each debits
 * its buyer's account: a payment from a frozen account of the organization refuses them all.
 */
export async function recordMerchantPayments(db: Executor, payments: MerchantPayment[]): Promise<number> {
  if (payments.length === 0) return 0;
  for (const orgId of new Set(payments.map((p) => p.orgId))) {
    const buyers = payments.filter((p) => p.orgId === orgId).map((p) => p.buyerAccount);
    const frozen = await frozenAmong(db, orgId, buyers);
    if (frozen) throw new CoreRefusedError(frozenDebitRefusal(frozen));
  }
  const rows = await db.insert(t).values(payments).onConflictDoNothing().returning({ id: t.id });
  return rows.length;
}
