import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerStatuses } from '@console/contract';
import {
  alphabetical,
  baseColumns,
  nameWordColumns,
  nameWordCountColumns,
  nameWordPostingsTable,
} from './base.ts';
import { organizations } from './identity.ts';

/** The statuses of spec 2 §3, enforced by the database.
 * Declared in alphabetical order: a list sorted by status reads as before. */
export const customerStatus = pgEnum('customer_status', alphabetical(customerStatuses));

const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });

export const customers = pgTable(
  'customers',
  {
    ...baseColumns(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The customer id in the core once the customer is verified there. */
    coreCustomerId: text('core_customer_id'),
    name: text('name').notNull(),
    ...nameWordColumns(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    status: customerStatus('status').notNull(),
    telephone: text('telephone'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    nationality: text('nationality'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    title: text('title'),
    motherName: text('mother_name'),
    employment: text('employment'),
    employer: text('employer'),
    salary: money('salary'),
    salaryFrequency: text('salary_frequency'),
    totalIncome: money('total_income'),
    totalNetWorth: money('total_net_worth'),
    nomineeName: text('nominee_name'),
    nomineeAddress: text('nominee_address'),
    nomineeRelationship: text('nominee_relationship'),
    language: text('language'),
    // Know your customer (docs/kyc.md): what the risk rating reads.
    occupation: text('occupation'),
    sourceOfFunds: text('source_of_funds'),
    /** Exact money: a decimal string, never a float. */
    expectedMonthlyTurnover: numeric('expected_monthly_turnover', {
      precision: 16,
      scale: 2,
      mode: 'string',
    }),
    accountPurpose: text('account_purpose'),
    pepSelfDeclared: boolean('pep_self_declared'),
    pepRelationship: text('pep_relationship'),
    // Kept with the row so lists can show and sort them at a million customers.
    documentsCount: integer('documents_count').notNull().default(0),
    applicationsCount: integer('applications_count').notNull().default(0),
    pendingApplicationsCount: integer('pending_applications_count').notNull().default(0),
    /** When its retention ran out and its personal data were replaced (docs/personal-data.md). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('customers_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('customers_status_created_idx')
      .on(t.status, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('customers_name_words_idx').using('gin', t.nameWords),
    index('customers_name_pairs_idx').using('gin', t.namePairs),
    index('customers_name_idx').on(sql`lower(${t.name})`, t.id),
    index('customers_email_idx').on(sql`lower(${t.email})`),
    // "Email contains" and a mobile typed with or without its country code, at a million rows.
    index('customers_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('customers_mobile_idx').on(t.mobile),
    index('customers_mobile_tail_idx').on(sql`right(regexp_replace(${t.mobile}, '\\D', '', 'g'), 9)`),
    index('customers_ongoing_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.pendingApplicationsCount} > 0 and not ${t.isDeleted}`),
    index('customers_core_idx').on(t.organizationId, t.coreCustomerId),
    // The list of a user who sees only some organizations.
    index('customers_org_created_idx')
      .on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/**
 * Every word ever seen in a customer name (kept by a trigger, migrations 0006 and 0017), so that the part
 * of a word a user typed is first matched against the few distinct words, then against the
 * customers holding those words through customers_name_words_idx.
 */
export const customerNameWords = pgTable('customer_name_words', { word: text('word').primaryKey() }, (t) => [
  index('customer_name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  index('customer_name_words_reversed_idx').on(sql`reverse(${t.word}) text_pattern_ops`),
  // The words a typed part begins, as a range that a prepared statement's plan can read.
  index('customer_name_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
]);

/**
 * How many live records of a big list's key (as `listCounts` names them: `customers`,
 * `businesses:status:Completed`, `card_requisitions:Card`) each organization has of each day of
 * creation (UTC), kept by triggers (migration 0036): a deep page starts at the day its first row
 * falls in, instead of stepping over every row before it (platform/list/deep-start.repository.ts). A day may
 * have several rows, whose sum is its count (see listCounts).
 */
export const listDayCounts = pgTable(
  'list_day_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: uuid('organization_id').notNull(),
    n: integer('n').notNull(),
  },
  // `n` in the index lets a deep page read a list's days newest first from the index alone, and
  // stop at its page's days (docs/architecture.md › Deep pages).
  (t) => [index('list_day_counts_key_idx').on(t.key, t.day, t.organizationId, t.n)],
);

/** How many customers of each organization hold each word of their vocabulary (see nameWordCountColumns). */
export const customerNameWordCounts = pgTable('customer_name_word_counts', nameWordCountColumns(), (t) => [
  index('customer_name_word_counts_word_idx').on(t.word, t.organizationId),
]);

/** Each live customer's name words, newest first per word and organization (see nameWordPostingsTable). */
export const customerNameWordPostings = nameWordPostingsTable('customer');

export const documents = pgTable(
  'documents',
  {
    ...baseColumns(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    documentType: text('document_type').notNull(),
    documentNo: text('document_no'),
    issueDate: date('issue_date', { mode: 'string' }),
    expireDate: date('expire_date', { mode: 'string' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Key in the blob store; never a name a user chose. */
    blobKey: text('blob_key').notNull(),
  },
  (t) => [
    index('documents_customer_idx').on(t.customerId, t.createdAt),
    index('documents_number_idx').on(t.documentType, t.documentNo),
    // The start-up sweep asks which files still have a row.
    index('documents_blob_idx').on(t.blobKey),
    // The identity documents by expiry: the upkeep opens a review for one about to expire.
    index('documents_identity_expiry_idx')
      .on(t.customerId, t.expireDate)
      .where(sql`document_type IN ('Passport', 'National ID', 'Driving License') AND NOT is_deleted`),
  ],
);

/** One-time passwords sent to customers: hashed, bound to phone and operation, short-lived. */
export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    phone: text('phone').notNull(),
    operation: text('operation').notNull(),
    customerId: text('customer_id'),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').notNull(),
  },
  (t) => [index('otps_lookup_idx').on(t.phone, t.operation, t.createdAt)],
);

/**
 * Row counts of the big lists by their common filters, kept by triggers in the same transaction
 * as the change: an exact count(*) over a million rows would cost more than the page itself.
 * A key's count is the sum of its rows: a change adds to a row of its key that no other
 * transaction holds, or writes a new one, so that writers never wait on each other (migration
 * 0033); the upkeep merges a key's rows again (`merge_counts()`).
 */
export const listCounts = pgTable(
  'list_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('list_counts_key_idx').on(t.key)],
);
