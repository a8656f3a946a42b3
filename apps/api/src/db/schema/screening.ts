import { sql } from 'drizzle-orm';
import {
  bigint,
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
