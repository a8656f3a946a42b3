import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The risk rules as data: each rule set is a draft until a second person commits it, when it
 * takes the next version and the one before is superseded. Rule sets hold for every organization,
 * like the screening lists: no organization column.
 */
export const riskRuleSets = pgTable(
  'risk_rule_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while a draft. */
    version: integer('version'),
    /** Draft, InForce or Superseded. */
    status: text('status').notNull(),
    /** Where the jurisdictions list comes from, with its date. */
    jurisdictionsSource: text('jurisdictions_source').notNull(),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    committedBy: text('committed_by'),
    committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('risk_rule_sets_version_idx').on(t.version),
    // One rule set in force at a time.
    uniqueIndex('risk_rule_sets_in_force_idx')
      .on(t.status)
      .where(sql`status = 'InForce'`),
  ],
);

/** A rule of a rule set: a condition on one factor and the rating it gives. */
export const riskRules = pgTable(
  'risk_rules',
  {
    ruleSetId: uuid('rule_set_id')
      .notNull()
      .references(() => riskRuleSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    condition: jsonb('condition').$type<Record<string, unknown>>().notNull(),
    rating: text('rating').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleSetId, t.position] })],
);

/** The jurisdictions list of a rule set: a country on one of FATF's lists. */
export const riskJurisdictions = pgTable(
  'risk_jurisdictions',
  {
    ruleSetId: uuid('rule_set_id')
      .notNull()
      .references(() => riskRuleSets.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    list: text('list').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleSetId, t.country, t.list] })],
);

/** The rating of a customer or a business as the rules gave it, with its reasons and their version. */
export const riskRatings = pgTable(
  'risk_ratings',
  {
    /** Customer or Business. */
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    rating: text('rating').notNull(),
    reasons: jsonb('reasons').$type<{ rating: string; text: string }[]>().notNull(),
    ruleSetVersion: integer('rule_set_version').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recordType, t.recordId] }),
    index('risk_ratings_organization_idx').on(t.organizationId, t.rating),
  ],
);

/**
 * An override of a rating: asked with a reason and an expiry, applied once a second person
 * approves it, and no longer from its expiry on.
 */
export const riskOverrides = pgTable(
  'risk_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    rating: text('rating').notNull(),
    reason: text('reason').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Pending, Approved or Declined. */
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionReason: text('decision_reason'),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (t) => [
    index('risk_overrides_record_idx').on(t.recordType, t.recordId, t.requestedAt.desc()),
    index('risk_overrides_organization_idx').on(t.organizationId, t.status),
  ],
);
