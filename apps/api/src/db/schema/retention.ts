import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The one row of the retention schedule in force; absent until the first approved change. */
export const retentionSettings = pgTable('retention_settings', {
  id: integer('id').primaryKey(),
  rowVersion: integer('row_version').notNull().default(1),
  customerYears: integer('customer_years').notNull(),
  businessYears: integer('business_years').notNull(),
  timeStamp: at('time_stamp').notNull(),
  updatedBy: text('updated_by').notNull(),
});

/** A record no run anonymises: placed by one person, approved by another. */
export const legalHolds = pgTable(
  'legal_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').$type<'Customer' | 'Business'>().notNull(),
    targetId: uuid('target_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by').notNull(),
    approvedBy: text('approved_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('legal_holds_target_uq').on(t.targetType, t.targetId)],
);

/** One run of the schedule: when, and how many records and files it anonymised. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    customers: integer('customers').notNull().default(0),
    businesses: integer('businesses').notNull().default(0),
    documents: integer('documents').notNull().default(0),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt.desc())],
);
