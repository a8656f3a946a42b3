import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A customer's review (docs/kyc.md): opened by the upkeep when the rating's schedule falls due or
 * an identity document is about to expire, submitted by a maker, approved by a second person.
 * The work queue follows it by a trigger (functions/work-queue.sql), as it follows applications.
 */
export const kycReviews = pgTable(
  'kyc_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    organizationId: uuid('organization_id').notNull(),
    /** Periodic or DocumentExpiring. */
    reason: text('reason').notNull(),
    /** Due, Submitted or Approved. */
    status: text('status').notNull(),
    /** The day it falls due; of an expiring document, the day the document expires. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** The rating when it was opened. */
    rating: text('rating').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    submittedBy: text('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** The KYC fields the maker updated, written to the customer at approval. */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    submitRemark: text('submit_remark'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionRemark: text('decision_remark'),
    rowVersion: integer('row_version').notNull().default(1),
    /** When its status last changed: the work queue counts its waiting from here. */
    timeStamp: timestamp('time_stamp', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // One open review of each reason per customer: two upkeep runs at once open it once.
    uniqueIndex('kyc_reviews_open_idx')
      .on(t.customerId, t.reason)
      .where(sql`status <> 'Approved'`),
    // The list of an organization's open reviews, soonest due first, and the overdue ones.
    index('kyc_reviews_organization_idx')
      .on(t.organizationId, t.dueOn, t.id)
      .where(sql`status <> 'Approved'`),
    // The last approved review of a customer, where the next one's day counts from.
    index('kyc_reviews_customer_idx').on(t.customerId, t.decidedAt.desc()),
  ],
);

/** The months between two reviews by rating, as last approved; none: the product's defaults. */
export const kycReviewSettings = pgTable('kyc_review_settings', {
  id: integer('id').primaryKey(),
  rowVersion: integer('row_version').notNull().default(1),
  highMonths: integer('high_months').notNull(),
  mediumMonths: integer('medium_months').notNull(),
  lowMonths: integer('low_months').notNull(),
  timeStamp: timestamp('time_stamp', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: text('updated_by').notNull(),
});
