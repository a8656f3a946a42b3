import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { coreAccounts, coreMerchantTransactions } from '../../db/schema/index.ts';
import type {
  CoreAccountInfo,
  CoreMerchantTransaction,
  CoreOrg,
  MerchantStatementPage,
  StatementCursor,
  StatementRange,
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
  id: sql<string>`${t.id}::text`,
  trnDate: t.trnDate,
  buyerAccount: t.buyerAccount,
  buyerName: t.buyerName,
  trnAmount: t.amount,
  txCcy: t.currency,
  remarks: t.remarks,
};

const inRange = (org: CoreOrg, code: string, range: StatementRange) =>
  and(eq(t.orgId, org.id), eq(t.merchantCode, code), gte(t.trnDate, range.from), lt(t.trnDate, range.until));

const toItem = (
  r: { trnDate: Date } & Omit<CoreMerchantTransaction, 'trnDate'>,
): CoreMerchantTransaction => ({
  ...r,
  trnDate: r.trnDate.toISOString(),
});

/**
 * A page of payments by the (merchant, date) index, and the totals of the range from the hourly
 * sums: whole hours come from merchant_hourly_totals, the parts of hours at either end from the
 * payments themselves. Sums stay numeric in SQL, so they are exact.
 */
export async function merchantStatement(
  db: Executor,
  org: CoreOrg,
  code: string,
  range: StatementRange,
  page: { offset: number; limit: number },
): Promise<MerchantStatementPage> {
  const rows = await db
    .select(columns)
    .from(t)
    .where(inRange(org, code, range))
    .orderBy(desc(t.trnDate), desc(t.id))
    .limit(page.limit)
    .offset(page.offset);
  const firstHour = new Date(Math.ceil(range.from.getTime() / HOUR) * HOUR);
  const lastHour = new Date(Math.floor(range.until.getTime() / HOUR) * HOUR);
  const whole = firstHour < lastHour;
  const edges = whole
    ? sql`((trn_date >= ${range.from} and trn_date < ${firstHour}) or (trn_date >= ${lastHour} and trn_date < ${range.until}))`
    : sql`(trn_date >= ${range.from} and trn_date < ${range.until})`;
  const hours = whole
    ? sql`select currency, total, count from core.merchant_hourly_totals
          where org_id = ${org.id} and merchant_code = ${code} and hour >= ${firstHour} and hour < ${lastHour}
          union all`
    : sql``;
  const totals = await queryRows<{ currency: string; total: string; count: string | number }>(
    db,
    sql`select currency, (sum(total))::numeric(20, 2)::text as total, sum(count) as count from (
          ${hours}
          select currency, amount as total, 1 as count from core.merchant_transactions
          where org_id = ${org.id} and merchant_code = ${code} and ${edges}
        ) parts group by currency order by currency`,
  );
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
  const before = after
    ? or(
        lt(t.trnDate, new Date(after.trnDate)),
        and(eq(t.trnDate, new Date(after.trnDate)), lt(t.id, Number(after.id))),
      )
    : undefined;
  const rows = await db
    .select(columns)
    .from(t)
    .where(and(inRange(org, code, range), before))
    .orderBy(desc(t.trnDate), desc(t.id))
    .limit(limit);
  return rows.map(toItem);
}

export type MerchantPayment = Omit<typeof t.$inferInsert, 'id'>;

/** Records payments into merchants (the sandbox's stand-in for wallets paying by QR). */
export async function recordMerchantPayments(db: Executor, payments: MerchantPayment[]): Promise<number> {
  if (payments.length === 0) return 0;
  const rows = await db.insert(t).values(payments).onConflictDoNothing().returning({ id: t.id });
  return rows.length;
}
