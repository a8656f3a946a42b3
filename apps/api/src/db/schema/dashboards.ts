import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/** Stands for "no organization" in the count tables, whose key cannot hold a null. */
export const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';

const organizationColumn = () => uuid('organization_id').notNull().default(NO_ORGANIZATION);

/**
 * How many activity events each user wrote per UTC day and organization, per type and event: the dashboards sum
 * these instead of counting millions of events. Kept by a trigger on activity_events in the
 * transaction that writes the event (migration support_dashboards), so it never drifts from them.
 */
export const activityDailyCounts = pgTable(
  'activity_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    createdBy: text('created_by').notNull(),
    organizationId: organizationColumn(),
    type: text('type').notNull(),
    event: text('event').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.createdBy, t.organizationId, t.type, t.event] }),
    index('activity_daily_counts_user_idx').on(t.createdBy, t.day),
  ],
);

/** The six counts of the dashboards (spec 2 §3) and the number of all events, as columns. */
const countColumns = () => ({
  applications: bigint('applications', { mode: 'number' }).notNull(),
  linkedAccounts: bigint('linked_accounts', { mode: 'number' }).notNull(),
  deLinkedAccounts: bigint('de_linked_accounts', { mode: 'number' }).notNull(),
  setLimitCount: bigint('set_limit_count', { mode: 'number' }).notNull(),
  resetPinCount: bigint('reset_pin_count', { mode: 'number' }).notNull(),
  resetPhysicalCardPinCount: bigint('reset_physical_card_pin_count', { mode: 'number' }).notNull(),
  events: bigint('events', { mode: 'number' }).notNull(),
});

/**
 * The counts per user and organization over spans of days: a span of `spanDays` days (1, 4, 16,
 * 64 or 256, `SPAN_DAYS` in modules/reports/range.ts) starting on `firstDay`, a multiple of its length
 * in days since 1970-01-01. Any range of whole days is a few spans of each length, so a month of
 * every user's counts is some seven rows a user instead of thirty. Spans of one day are each
 * user's days, which the dashboard of one user draws. Kept by the trigger of activity_events,
 * from the pairs of `countedEvents`.
 */
export const activityUserSpans = pgTable(
  'activity_user_spans',
  {
    spanDays: integer('span_days').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    organizationId: organizationColumn(),
    createdBy: text('created_by').notNull(),
    ...countColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.spanDays, t.firstDay, t.organizationId, t.createdBy] }),
    index('activity_user_spans_user_idx').on(t.createdBy, t.spanDays, t.firstDay),
  ],
);

/**
 * The same counts per UTC day and organization, all users together, in as many rows a day as
 * writers needed at once: the trigger adds a statement's counts to a row of the day that no other
 * transaction holds (FOR UPDATE SKIP LOCKED) or writes a new one, so that writers never wait on
 * one another here, and the general dashboard sums a day's rows.
 */
export const activityDays = pgTable(
  'activity_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: organizationColumn(),
    ...countColumns(),
  },
  (t) => [index('activity_days_day_idx').on(t.day, t.organizationId)],
);
