import { sql, type SQL } from 'drizzle-orm';
import { sandboxApi } from '@console/contract';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The sandbox core banking system. It stands in for the bank's own systems, so it lives in its
 * own schema with its own shapes, and no foreign key reaches into the product's tables.
 */
export const coreSchema = pgSchema('core');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Phone numbers are compared on their last seven digits first, so lookups can use an index. */
export const phoneTail = (column: AnyPgColumn): SQL =>
  sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 7)`;

export const coreCustomers = coreSchema.table(
  'customers',
  {
    orgId: uuid().notNull(),
    customerId: text().notNull(),
    name: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    telephone: text(),
    dateOfBirth: date({ mode: 'string' }),
    // Customers opened through the console have no photo until a branch takes one.
    hasPhoto: boolean().notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.customerId] }),
    index('core_customers_phone_idx').on(t.orgId, phoneTail(t.mobile)),
  ],
);

export const coreAccounts = coreSchema.table(
  'accounts',
  {
    orgId: uuid().notNull(),
    accountNo: text().notNull(),
    customerId: text().notNull(),
    accountType: text().notNull(),
    currency: text().notNull(),
    branchCode: text().notNull(),
    status: text().$type<'Active' | 'Dormant' | 'Closed' | 'Blocked' | 'Frozen'>().notNull(),
    mobileBanking: boolean().notNull().default(false),
    // Money is exact: a decimal string, never a JS float.
    dailyLimit: numeric({ precision: 16, scale: 2, mode: 'string' }),
    name: text().notNull(),
    phone: text().notNull(),
    openedAt: at('opened_at').notNull(),
    /** The console's application id: a retried opening finds the account it already opened. */
    openingReference: text(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.accountNo] }),
    foreignKey({
      columns: [t.orgId, t.customerId],
      foreignColumns: [coreCustomers.orgId, coreCustomers.customerId],
    }),
    index('core_accounts_customer_idx').on(t.orgId, t.customerId),
    uniqueIndex('core_accounts_reference_idx').on(t.orgId, t.openingReference),
  ],
);

/**
 * Freezes of accounts (a confirmed sanctions match): while one stands the account shows Frozen
 * and refuses debits. It keeps the status the account had, for the day the bank lifts it.
 */
export const coreAccountFreezes = coreSchema.table(
  'account_freezes',
  {
    orgId: uuid().notNull(),
    accountNo: text().notNull(),
    /** The console's reference of the decision that froze it. */
    reference: text().notNull(),
    reason: text().notNull(),
    statusBefore: text().notNull(),
    frozenAt: at('frozen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.accountNo] }),
    foreignKey({
      columns: [t.orgId, t.accountNo],
      foreignColumns: [coreAccounts.orgId, coreAccounts.accountNo],
    }),
  ],
);

export const coreCards = coreSchema.table(
  'cards',
  {
    /** Note: the card number sealed with the data key; the full number is never stored in clear. */
    id: text().primaryKey(),
    orgId: uuid().notNull(),
    accountNo: text().notNull(),
    masked: text().notNull(),
    holder: text().notNull(),
    product: text().notNull(),
    ccy: text().notNull(),
    creationDate: date({ mode: 'string' }).notNull(),
    pinTries: integer().notNull().default(0),
    pinResetAt: at('pin_reset_at'),
  },
  (t) => [
    foreignKey({
      columns: [t.orgId, t.accountNo],
      foreignColumns: [coreAccounts.orgId, coreAccounts.accountNo],
    }),
    // The sealed id differs on every seal, so re-seeding is keyed on the masked number instead.
    uniqueIndex('core_cards_account_masked_idx').on(t.orgId, t.accountNo, t.masked),
  ],
);

export const coreMbankingUsers = coreSchema.table(
  'mbanking_users',
  {
    userId: text().primaryKey(),
    orgId: uuid().notNull(),
    customerId: text().notNull(),
    phone: text().notNull(),
    fullName: text().notNull(),
    email: text(),
    isEmailVerified: boolean().notNull().default(false),
    whatsapp: text(),
    isWhatsappVerified: boolean().notNull().default(false),
    blockedReason: text(),
    blockedBy: text(),
    blockedOn: at('blocked_on'),
    pinResetAt: at('pin_reset_at'),
  },
  (t) => [
    foreignKey({
      columns: [t.orgId, t.customerId],
      foreignColumns: [coreCustomers.orgId, coreCustomers.customerId],
    }),
    uniqueIndex('core_mbanking_users_customer_idx').on(t.orgId, t.customerId),
    index('core_mbanking_users_phone_idx').on(t.orgId, phoneTail(t.phone)),
  ],
);

export const coreMbankingTransactions = coreSchema.table(
  'mbanking_transactions',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => coreMbankingUsers.userId),
    createdOn: at('created_on').notNull(),
    fromAccount: text().notNull(),
    toAccount: text().notNull(),
    transferType: text().notNull(),
    amount: numeric({ precision: 16, scale: 2, mode: 'string' }).notNull(),
    currency: text().notNull(),
  },
  (t) => [index('core_mbanking_transactions_user_idx').on(t.userId, t.createdOn.desc())],
);

export const coreMbankingPendingOtps = coreSchema.table(
  'mbanking_pending_otps',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => coreMbankingUsers.userId),
    platform: text().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('core_mbanking_pending_otps_user_idx').on(t.userId, t.createdAt)],
);

/** Every text message the sandbox "sends"; read by demos and tests in place of a phone. */
export const coreSmsOutbox = coreSchema.table(
  'sms_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Insertion order: with a test clock standing still, timestamps alone cannot say which is newest.
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    orgId: uuid(),
    phone: text().notNull(),
    text: text().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('core_sms_outbox_seq_idx').on(t.seq),
    index('core_sms_outbox_phone_idx').on(phoneTail(t.phone), t.seq),
  ],
);

/** Per-organization counters for new customer ids and account numbers. */
export const coreSequences = coreSchema.table(
  'sequences',
  {
    orgId: uuid().notNull(),
    name: text().notNull(),
    value: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);

export const coreFaultMode = coreSchema.enum('fault_mode', sandboxApi.coreFaultModes);

/**
 * One row of switches that simulate a failing core, read on every call so that every API process
 * and worker on this database sees a switch at once. `latencyMs` is an extra delay in any mode.
 */
export const coreSettings = coreSchema.table('settings', {
  id: integer().primaryKey(),
  mode: coreFaultMode().notNull().default('ok'),
  latencyMs: integer().notNull().default(0),
});
