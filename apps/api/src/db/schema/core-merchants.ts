import {
  bigint,
  index,
  integer,
  numeric,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { coreSchema } from './core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Payments into merchants, as the sandbox core records them. Amounts are exact decimals. */
export const coreMerchantTransactions = coreSchema.table(
  'merchant_transactions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: uuid().notNull(),
    merchantCode: text().notNull(),
    /** The core's own reference of the payment. */
    reference: text().notNull(),
    trnDate: at('trn_date').notNull(),
    buyerAccount: text().notNull(),
    buyerName: text().notNull(),
    amount: numeric({ precision: 18, scale: 2, mode: 'string' }).notNull(),
    currency: text().notNull(),
    remarks: text().notNull(),
  },
  (t) => [
    index('core_merchant_transactions_merchant_idx').on(
      t.orgId,
      t.merchantCode,
      t.trnDate.desc(),
      t.id.desc(),
    ),
    uniqueIndex('core_merchant_transactions_reference_idx').on(t.orgId, t.reference),
  ],
);

/** What the hourly and daily sums keep of a merchant's payments in one currency. */
const sums = () => ({
  currency: text().notNull(),
  total: numeric({ precision: 20, scale: 2, mode: 'string' }).notNull(),
  count: integer().notNull(),
});

/**
 * Sums per merchant, hour and currency, kept by a trigger on every insert (see the migration):
 * the total of a month is some 720 rows however many payments it had.
 */
export const coreMerchantHourlyTotals = coreSchema.table(
  'merchant_hourly_totals',
  {
    orgId: uuid().notNull(),
    merchantCode: text().notNull(),
    hour: at('hour').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.merchantCode, t.hour, t.currency] })],
);

/**
 * The same sums per UTC day, kept by a trigger beside the hours' one: a month's total is some 30
 * rows a currency rather than 720 (docs/merchants.md › Statement totals).
 */
export const coreMerchantDailyTotals = coreSchema.table(
  'merchant_daily_totals',
  {
    orgId: uuid().notNull(),
    merchantCode: text().notNull(),
    /** Midnight UTC of the day. */
    day: at('day').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.merchantCode, t.day, t.currency] })],
);
