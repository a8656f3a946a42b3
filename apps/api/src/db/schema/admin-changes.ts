import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One field's value before and after a change, as shown to people (secrets never appear). */
export type FieldValues = Record<string, unknown>;

/**
 * Administration changes that grant access, waiting for a second person (four eyes). The
 * request stores what it would apply; an approval applies it in one transaction with its audit.
 * Note: `payload` may hold a password hash and is never returned by the API; `before` and
 * `after` are what people read.
 */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Pending, Approved, Rejected, Expired or Stale. */
    status: text('status').notNull(),
    targetType: text('target_type').notNull(),
    /** The record changed; for a creation, set when the approval creates it. */
    targetId: text('target_id'),
    targetName: text('target_name').notNull(),
    /** The organization the change belongs to (an allowed-network list); null for administration. */
    organizationId: uuid('organization_id'),
    /** The target's rowVersion when the change was asked for: a later version makes it stale. */
    targetVersion: integer('target_version'),
    before: jsonb('before').$type<FieldValues>().notNull(),
    after: jsonb('after').$type<FieldValues>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    requestedBy: text('requested_by').notNull(),
    /** The person behind the request: differs from requestedBy only under view-as. */
    requestedActor: text('requested_actor').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** The checker's reason for a rejection, or why the change could not be applied. */
    remarks: text('remarks'),
  },
  (t) => [
    index('admin_changes_status_idx').on(t.status, t.requestedAt),
    index('admin_changes_target_idx').on(t.targetId, t.requestedAt),
    index('admin_changes_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/**
 * The security policies in force: one row, changed only through four eyes. Absent until the
 * first approved change; the configured defaults apply until then.
 */
export const securityPolicies = pgTable('security_policies', {
  id: integer('id').primaryKey(),
  rowVersion: integer('row_version').notNull().default(1),
  passwordMinLength: integer('password_min_length').notNull(),
  lockoutAttempts: integer('lockout_attempts').notNull(),
  lockoutMinutes: integer('lockout_minutes').notNull(),
  idleMinutes: integer('idle_minutes').notNull(),
  sessionHours: integer('session_hours').notNull(),
  dormantDays: integer('dormant_days').notNull().default(90),
  /** Every this many months each staff user's access is reviewed (a quarter by default). */
  accessReviewMonths: integer('access_review_months').notNull().default(3),
  timeStamp: timestamp('time_stamp', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: text('updated_by').notNull(),
});
