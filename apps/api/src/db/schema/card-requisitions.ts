import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cardRequisitionStatuses, cardRequisitionsApi } from '@console/contract';
import { alphabetical, baseColumns } from './base.ts';
import { organizations } from './identity.ts';

/** The statuses of lookup CardRequisitionStatus (spec 2 §4), enforced by the database. */
export const cardRequisitionStatus = pgEnum('card_requisition_status', alphabetical(cardRequisitionStatuses));
export const requisitionType = pgEnum('card_requisition_type', cardRequisitionsApi.requisitionTypes);

/**
 * Requests for a new card (`Card`) or a card limit change (`Limit`), one table for both: they
 * share their lifecycle, their four-eyes rule and their remarks history. Note: a card is named by
 * the core's sealed id and its masked number only; the full number is never stored here.
 */
export const cardRequisitions = pgTable(
  'card_requisitions',
  {
    ...baseColumns(),
    requestType: requisitionType('request_type').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountNumber: text('account_number').notNull(),
    status: cardRequisitionStatus('status').notNull(),
    /** Completed was decided and a background job is carrying it out at the core. */
    awaitingCore: boolean('awaiting_core').notNull().default(false),
    /** Why the core did not carry out the last Completed. */
    coreError: text('core_error'),
    productType: text('product_type'),
    cardType: text('card_type'),
    cardId: text('card_id'),
    cardMasked: text('card_masked'),
    limitType: text('limit_type'),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'string' }),
    currency: text('currency'),
  },
  (t) => [
    index('card_requisitions_list_idx')
      .on(t.requestType, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('card_requisitions_status_idx')
      .on(t.requestType, t.status, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('card_requisitions_account_idx')
      .on(t.requestType, t.accountNumber, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('card_requisitions_org_idx')
      .on(t.organizationId, t.requestType, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/** Every step of a requisition (Remarks, By, At), in the order written. */
export const cardRequisitionRemarks = pgTable(
  'card_requisition_remarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => cardRequisitions.id),
    status: cardRequisitionStatus('status').notNull(),
    remarks: text('remarks'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('card_requisition_remarks_idx').on(t.requisitionId, t.seq)],
);
