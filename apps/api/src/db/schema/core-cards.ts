import { index, numeric, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coreSchema } from './core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The limits of physical cards in the sandbox core, one row per card and limit type. `reference`
 * is the console's requisition id, so a retried completion applies the limit once.
 */
export const coreCardLimits = coreSchema.table(
  'card_limits',
  {
    cardId: text().notNull(),
    limitType: text().notNull(),
    amount: numeric({ precision: 16, scale: 2, mode: 'string' }).notNull(),
    reference: text().notNull(),
    appliedAt: at('applied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.limitType] })],
);

/** Cards the sandbox core issued on the console's request, keyed by the requisition id (idempotent). */
export const coreCardOrders = coreSchema.table(
  'card_orders',
  {
    reference: text().primaryKey(),
    orgId: uuid().notNull(),
    accountNo: text().notNull(),
    cardId: text().notNull(),
    masked: text().notNull(),
    productType: text().notNull(),
    cardType: text().notNull(),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [index('core_card_orders_account_idx').on(t.orgId, t.accountNo)],
);
