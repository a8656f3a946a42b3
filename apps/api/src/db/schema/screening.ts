import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Sanctions screening: each import of a list (the UN Consolidated List, OFAC's SDN list, the bank's
 * own watchlist) is a version, and the entries keep the version that added, last changed and
 * removed them. Lists are shared by every organization: no organization column.
 */
export const screeningListVersions = pgTable(
  'screening_list_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the imports, of every list. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** UN, OFAC or Local. */
    source: text('source').notNull(),
    /** Entries in force after this import. */
    entries: integer('entries').notNull(),
    added: integer('added').notNull(),
    removed: integer('removed').notNull(),
    changed: integer('changed').notNull(),
    /** When the list says it was generated, as it writes it. */
    generatedAt: text('generated_at'),
    fileName: text('file_name'),
    fileSha256: text('file_sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [uniqueIndex('screening_list_versions_seq_idx').on(t.seq)],
);

export const screeningEntries = pgTable(
  'screening_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    /** The list's own key: the UN reference number (SOi.002), OFAC's ent_num, the watchlist's. */
    reference: text('reference').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The entry as its parser read it: names, dates of birth, nationalities, documents, details. */
    entry: jsonb('entry').$type<Record<string, unknown>>().notNull(),
    /** A hash of `entry`: a changed entry has another. */
    contentHash: text('content_hash').notNull(),
    addedVersionId: uuid('added_version_id')
      .notNull()
      .references(() => screeningListVersions.id),
    changedVersionId: uuid('changed_version_id')
      .notNull()
      .references(() => screeningListVersions.id),
    /** The version that delisted it or no longer had it; null while in force. */
    removedVersionId: uuid('removed_version_id').references(() => screeningListVersions.id),
    delistedOn: text('delisted_on'),
  },
  (t) => [
    uniqueIndex('screening_entries_source_reference_idx').on(t.source, t.reference),
    index('screening_entries_in_force_idx')
      .on(t.source)
      .where(sql`removed_version_id is null`),
  ],
);

/**
 * A hit: a record (a customer, business, signatory or merchant) screened at or above the review
 * threshold against an entry in force. It keeps what was screened and the entry's content as
 * hashes, so that a pair cleared as a false positive is not raised again until either changes.
 * Hits are of the record's organization.
 */
export const screeningHits = pgTable(
  'screening_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Customer, Business, Signatory or Merchant. */
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    /** The record's name, as screened. */
    recordName: text('record_name').notNull(),
    /** What was screened: name, date of birth, nationality, document number. */
    subject: jsonb('subject').$type<Record<string, string | null>>().notNull(),
    subjectHash: text('subject_hash').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => screeningEntries.id),
    entryHash: text('entry_hash').notNull(),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    entryName: text('entry_name').notNull(),
    score: doublePrecision('score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** Pending, TrueMatchProposed, FalsePositive or TrueMatch. */
    status: text('status').notNull(),
    proposedBy: text('proposed_by'),
    /** When the true match was proposed: the time it has waited for its checker since. */
    proposedAt: timestamp('proposed_at', { withTimezone: true, mode: 'date' }),
    decidedBy: text('decided_by'),
    /** The reason given with the last decision. */
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    uniqueIndex('screening_hits_pair_idx').on(t.recordId, t.entryId, t.subjectHash, t.entryHash),
    index('screening_hits_organization_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

/**
 * The thresholds in force, one row once a change was approved (four eyes): a check answers the
 * matches from `report` on, a record's match from `review` on is a hit. Until then, the defaults.
 */
export const screeningSettings = pgTable('screening_settings', {
  id: integer('id').primaryKey(),
  rowVersion: integer('row_version').notNull().default(1),
  reportThreshold: doublePrecision('report_threshold').notNull(),
  reviewThreshold: doublePrecision('review_threshold').notNull(),
  timeStamp: timestamp('time_stamp', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: text('updated_by').notNull(),
});
