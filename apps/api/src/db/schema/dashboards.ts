import { bigint, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

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

/**
 * The six counts of the dashboards (spec 2 §3) and the number of all events, per user, UTC day
 * and organization: one row where activity_daily_counts has one per type and event, so a month of everyone's
 * counts is a few thousand rows. Kept by the same trigger, from the pairs of `countedEvents`.
 */
export const activityUserDays = pgTable(
  'activity_user_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    createdBy: text('created_by').notNull(),
    organizationId: organizationColumn(),
    applications: bigint('applications', { mode: 'number' }).notNull(),
    linkedAccounts: bigint('linked_accounts', { mode: 'number' }).notNull(),
    deLinkedAccounts: bigint('de_linked_accounts', { mode: 'number' }).notNull(),
    setLimitCount: bigint('set_limit_count', { mode: 'number' }).notNull(),
    resetPinCount: bigint('reset_pin_count', { mode: 'number' }).notNull(),
    resetPhysicalCardPinCount: bigint('reset_physical_card_pin_count', { mode: 'number' }).notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.createdBy, t.organizationId] }),
    index('activity_user_days_user_idx').on(t.createdBy, t.day),
  ],
);
