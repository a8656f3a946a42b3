import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One changed field of a stored record: its value before and after (secrets say "changed"). */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/**
 * What staff did, one row per change. Note: append-only on purpose (no rowVersion, no soft
 * delete): an audit trail that can be edited is no audit trail. The database itself refuses
 * UPDATE and DELETE on this table (a trigger, see migration 0023).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    event: text('event').notNull(),
    /** The user on whose behalf the change was made (the viewed user during view-as). */
    createdBy: text('created_by').notNull(),
    /** The person who really acted: differs from createdBy only during view-as. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    remarks: text('remarks'),
    /**
     * The organization of the record the change touched. Null for changes of no organization
     * (administration, sign-in), which only head office and auditors see.
     */
    organizationId: uuid('organization_id'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    address: text('address'),
    /** The fields the change touched, with their old and new values; null when none apply. */
    changes: jsonb('changes').$type<FieldChange[]>(),
  },
  (t) => [
    index('activity_events_created_at_idx').on(t.createdAt),
    index('activity_events_created_by_idx').on(t.createdBy, t.createdAt),
    index('activity_events_type_idx').on(t.type, t.createdAt),
    index('activity_events_organization_idx').on(t.organizationId, t.createdAt),
    index('activity_events_target_idx').on(t.targetType, t.targetId),
    index('activity_events_target_time_idx').on(t.targetId, t.createdAt),
    // The security centre's failed sign-ins, newest first.
    index('activity_events_failed_sign_in_idx')
      .on(t.createdAt)
      .where(sql`${t.type} = 'Auth' and ${t.event} = 'SignInFailed'`),
  ],
);
