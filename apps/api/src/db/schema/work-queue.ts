import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { WorkArea } from '@console/contract';
import { users } from './identity.ts';

/**
 * What waits for a decision, one row per record: kept by the triggers of migration 0024 on
 * applications, businesses, card requisitions and administration changes, in the transaction of
 * each status change, so that no path that writes a status can forget the queue. The record's
 * own fields (its name, rowVersion) are read from it; the queue keeps who holds the item and since
 * when it waits.
 */
export const workItems = pgTable(
  'work_items',
  {
    recordId: uuid('record_id').primaryKey(),
    /** Application, Business, CardRequisition, LimitRequisition or AdminChange. */
    area: text('area').$type<WorkArea>().notNull(),
    /** Null for administration changes of users and roles. */
    organizationId: uuid('organization_id'),
    /** The record's status: which step it waits for. */
    status: text('status').notNull(),
    madeBy: text('made_by').notNull(),
    /** When it began to wait for this step. */
    waitingSince: timestamp('waiting_since', { withTimezone: true, mode: 'date' }).notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
    /** When its breach was told (once per step). */
    breachNotedAt: timestamp('breach_noted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Its lane, kind and organization in one value (`Application:<id>`, `AdminChange:`): a page
     * reads one range of a lane per index probe, the lanes passed as one array.
     */
    lane: text('lane')
      .notNull()
      .generatedAlwaysAs(sql`area || ':' || coalesce(organization_id::text, '')`),
  },
  (t) => [
    // The queue's pages: a range per lane, merged in waiting order.
    index('work_items_lane_idx').on(t.lane, t.waitingSince, t.recordId),
    index('work_items_assignee_lane_idx')
      .on(t.assigneeId, t.lane, t.waitingSince, t.recordId)
      .where(sql`${t.assigneeId} is not null`),
    // The breaches still to tell, oldest first.
    index('work_items_unnoted_idx')
      .on(t.area, t.organizationId, t.waitingSince)
      .where(sql`${t.breachNotedAt} is null`),
  ],
);

const nonNull = (id: AnyPgColumn) => sql`coalesce(${id}, '00000000-0000-0000-0000-000000000000'::uuid)`;

/**
 * How many items wait, per kind, organization, maker and assignee, kept by a trigger on
 * work_items: the badge sums a few rows instead of counting a million items. A key may have
 * several rows, as writers at once leave them (see listCounts, migration 0034).
 */
export const workCounts = pgTable(
  'work_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    area: text('area').notNull(),
    organizationId: uuid('organization_id'),
    /** In lower case: makers are compared without case. */
    madeBy: text('made_by').notNull(),
    assigneeId: uuid('assignee_id'),
    n: integer('n').notNull(),
  },
  (t) => [
    // A key found as one value a column, no organization and no assignee as the zero id.
    index('work_counts_key_idx').on(t.area, nonNull(t.organizationId), t.madeBy, nonNull(t.assigneeId)),
  ],
);

/**
 * The SLA of a kind of item in an organization (none: administration changes): hours of waiting
 * until it is due soon, and until it is breached. Without a row, the product's default applies.
 */
export const workSla = pgTable(
  'work_sla',
  {
    area: text('area').notNull(),
    organizationId: uuid('organization_id'),
    dueSoonHours: integer('due_soon_hours').notNull(),
    breachHours: integer('breach_hours').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [unique('work_sla_key').on(t.area, t.organizationId).nullsNotDistinct()],
);

/** A notice to one user (a breached SLA), read from the bell of the top bar. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, sql`(${t.readAt} is not null)`, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
