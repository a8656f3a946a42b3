import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessStatuses } from '@console/contract';
import {
  alphabetical,
  baseColumns,
  nameWordColumns,
  nameWordCountColumns,
  nameWordPostingsTable,
} from './base.ts';
import { organizations } from './identity.ts';

/** The business lifecycle, enforced by the database; alphabetical so a status sort reads well. */
export const businessStatus = pgEnum('business_status', alphabetical(businessStatuses));

/** Exact money: decimal strings in and out, never floats. */
const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'string' });

export const businesses = pgTable(
  'businesses',
  {
    ...baseColumns(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    ...nameWordColumns(),
    registrationNumber: text('registration_number').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    email: text('email').notNull(),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    contactPersonName: text('contact_person_name'),
    contactPersonEmail: text('contact_person_email'),
    contactPersonPhone: text('contact_person_phone'),
    /** ISO 3166-1 alpha-2 codes. */
    countriesTradedWith: text('countries_traded_with').array().notNull(),
    capitalInvested: money('capital_invested'),
    noOfEmployees: integer('no_of_employees'),
    monthlyTurnover: money('monthly_turnover'),
    annualTurnover: money('annual_turnover'),
    language: text('language'),
    signatoryType: text('signatory_type').notNull(),
    signatoryNotes: text('signatory_notes'),
    accountType: text('account_type').notNull(),
    currency: text('currency').notNull(),
    branchCode: text('branch_code').notNull(),
    status: businessStatus('status').notNull(),
    accountNumber: text('account_number'),
    declineReason: text('decline_reason'),
    /** The last failure of the core to open the account, until a retry succeeds. */
    openingError: text('opening_error'),
    /** A background job is opening the account at the core. */
    awaitingCore: boolean('awaiting_core').notNull().default(false),
    /** Kept with the row so the list can show it at a million businesses. */
    documentsCount: integer('documents_count').notNull().default(0),
    /** When its retention ran out and its personal data were replaced (docs/personal-data.md). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('businesses_registration_uq')
      .on(t.organizationId, t.registrationNumber)
      .where(sql`not ${t.isDeleted}`),
    index('businesses_list_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('businesses_status_idx')
      .on(t.status, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('businesses_org_idx')
      .on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('businesses_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('businesses_name_words_idx').using('gin', t.nameWords),
    index('businesses_name_pairs_idx').using('gin', t.namePairs),
    index('businesses_name_idx').on(sql`lower(${t.name})`, t.id),
    index('businesses_registration_idx').on(sql`lower(${t.registrationNumber}) text_pattern_ops`),
    // The command palette finds a business's account by its number.
    index('businesses_account_idx')
      .on(t.accountNumber)
      .where(sql`${t.accountNumber} is not null`),
  ],
);

/**
 * Every word ever seen in a business name (kept by a trigger, migration 0017), so that the part
 * of a word a user typed is first matched against the few distinct words, then against the
 * businesses holding those words through businesses_name_words_idx.
 */
export const businessNameWords = pgTable('business_name_words', { word: text('word').primaryKey() }, (t) => [
  index('business_name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  index('business_name_words_reversed_idx').on(sql`reverse(${t.word}) text_pattern_ops`),
  // The words a typed part begins, as a range that a prepared statement's plan can read.
  index('business_name_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
]);

/** How many businesses of each organization hold each word of their vocabulary (see nameWordCountColumns). */
export const businessNameWordCounts = pgTable('business_name_word_counts', nameWordCountColumns(), (t) => [
  index('business_name_word_counts_word_idx').on(t.word, t.organizationId),
]);

/** Each live business's name words, newest first per word and organization (see nameWordPostingsTable). */
export const businessNameWordPostings = nameWordPostingsTable('business');

/** The signatories (owners) of a business (spec 2 §3 Signatory). */
export const businessOwners = pgTable(
  'business_owners',
  {
    ...baseColumns(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The order the signatories were given in. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    nationality: text('nationality').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    countryOfBirth: text('country_of_birth'),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    ownershipType: text('ownership_type').notNull(),
    ownershipPercentage: numeric('ownership_percentage', {
      precision: 5,
      scale: 2,
      mode: 'string',
    }).notNull(),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    idExpiryDate: date('id_expiry_date', { mode: 'string' }).notNull(),
    visaExpiryDate: date('visa_expiry_date', { mode: 'string' }),
    notes: text('notes'),
  },
  (t) => [
    index('business_owners_business_idx').on(t.businessId),
    index('business_owners_id_number_idx').on(t.idNumber),
  ],
);

/** Documents of a business, or of one of its signatories when ownerId is set. */
export const businessDocuments = pgTable(
  'business_documents',
  {
    ...baseColumns(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    ownerId: uuid('owner_id').references(() => businessOwners.id),
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
    index('business_documents_business_idx').on(t.businessId, t.createdAt),
    index('business_documents_owner_idx').on(t.ownerId, t.createdAt),
    index('business_documents_blob_idx').on(t.blobKey),
  ],
);

export const businessHistory = pgTable(
  'business_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Written order: entries of one instant still read back in the order they happened. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    status: businessStatus('status').notNull(),
    comments: text('comments'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('business_history_business_idx').on(t.businessId, t.seq)],
);

/** What a rejection asked for; owed until a document of that type is uploaded afterwards. */
export const businessMissingDocuments = pgTable(
  'business_missing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    rejectionReason: text('rejection_reason').notNull(),
    documentName: text('document_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('business_missing_documents_business_idx').on(t.businessId)],
);
