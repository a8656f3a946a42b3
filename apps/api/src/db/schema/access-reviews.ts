import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccessReviewKind, AccessReviewStatus } from '@console/contract';
import { baseColumns } from './base.ts';
import { organizations, users } from './identity.ts';

/**
 * One access a staff user held when a period's review opened: a role, or a branch mapping. The
 * work queue follows it while it is Pending (db/functions/work-queue.sql), as the security
 * officer's item to confirm or revoke; the report for the auditors reads what became of each.
 */
export const accessReviews = pgTable(
  'access_reviews',
  {
    ...baseColumns(),
    /** The period's first day (UTC). */
    period: date('period', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** As it was at the opening: the report names the person even after a rename. */
    userName: text('user_name').notNull(),
    /** The access's organization; null for roles of a user of several organizations or none. */
    organizationId: uuid('organization_id').references(() => organizations.id),
    kind: text('kind').$type<AccessReviewKind>().notNull(),
    /** The role's id, or the branch mapping's. */
    targetId: uuid('target_id').notNull(),
    /** The role's name, or the mapping as `organization / code name`, at the opening. */
    access: text('access').notNull(),
    status: text('status').$type<AccessReviewStatus>().notNull().default('Pending'),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    remarks: text('remarks'),
  },
  (t) => [
    // A period opens each access once, however many processes open it at once.
    uniqueIndex('access_reviews_period_target_uq').on(t.period, t.userId, t.kind, t.targetId),
    index('access_reviews_period_idx').on(t.period, t.organizationId, t.userName),
    // The escalation's look: the pending reviews past their due time, not yet escalated.
    index('access_reviews_overdue_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'Pending' and ${t.escalatedAt} is null`),
  ],
);

/** The periods whose reviews have opened: one row each, written once by whichever process opened it. */
export const accessReviewPeriods = pgTable('access_review_periods', {
  period: date('period', { mode: 'string' }).primaryKey(),
  months: integer('months').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
  items: integer('items').notNull(),
});
