import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './base.ts';
import { organizations, users } from './identity.ts';

/** Merchants: a shop paid into an account of the core, known by its code. */
export const merchants = pgTable(
  'merchants',
  {
    ...baseColumns(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountNo: text('account_no').notNull(),
    /** The account's currency when the merchant was created: the currency of its payment QR. */
    currency: text('currency').notNull(),
    /** Digits; absent until given. Unique among live merchants, since it names the merchant's user. */
    code: text('code'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** The merchant's user account: its statement is this merchant's. */
    userId: uuid('user_id').references(() => users.id),
  },
  (t) => [
    index('merchants_account_idx').on(t.organizationId, t.accountNo),
    uniqueIndex('merchants_code_uq')
      .on(t.code)
      .where(sql`not ${t.isDeleted} and ${t.code} is not null`),
    uniqueIndex('merchants_user_uq')
      .on(t.userId)
      .where(sql`not ${t.isDeleted} and ${t.userId} is not null`),
    // The command palette: a code from its first digits, an account in any organization.
    index('merchants_code_prefix_idx').on(sql`${t.code} text_pattern_ops`),
    index('merchants_account_no_idx').on(t.accountNo),
  ],
);

/**
 * Every merchant code ever handed out or taken, with who holds it: the generator never hands out
 * a code of this table, and a code generated for one user cannot be taken by another.
 */
export const merchantCodes = pgTable('merchant_codes', {
  code: text('code').primaryKey(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  reservedBy: text('reserved_by').notNull(),
  reservedAt: timestamp('reserved_at', { withTimezone: true, mode: 'date' }).notNull(),
});
