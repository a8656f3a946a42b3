import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many activity events each user wrote per UTC day, per type and event: the dashboards sum
 * these instead of counting millions of events. Kept by a trigger on activity_events in the
 * transaction that writes the event (migration support_dashboards), so it never drifts from them.
 */
export const activityDailyCounts = pgTable(
  'activity_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    createdBy: text('created_by').notNull(),
    type: text('type').notNull(),
    event: text('event').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.createdBy, t.type, t.event] }),
    index('activity_daily_counts_user_idx').on(t.createdBy, t.day),
  ],
);
