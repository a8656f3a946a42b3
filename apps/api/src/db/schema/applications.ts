import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationStatuses } from '@console/contract';
import { alphabetical, baseColumns } from './base.ts';
import { customers } from './customers.ts';
import { organizations } from './identity.ts';

/** The lifecycle statuses of spec 2 §4, enforced by the database.
 * Declared in alphabetical order: a list sorted by status reads as before. */
export const applicationStatus = pgEnum('application_status', alphabetical(applicationStatuses));

export const applications = pgTable(
  'applications',
  {
    ...baseColumns(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountType: text('account_type').notNull(),
    currency: text('currency').notNull(),
    branchCode: text('branch_code').notNull(),
    language: text('language'),
    status: applicationStatus('status').notNull(),
    /** An account request for an existing verified customer. */
    isShadow: boolean('is_shadow').notNull().default(false),
    accountNumber: text('account_number'),
    declineReason: text('decline_reason'),
    /** The last failure of the core to open the account, until a retry succeeds. */
    openingError: text('opening_error'),
    /** A background job is opening the account at the core. */
    awaitingCore: boolean('awaiting_core').notNull().default(false),
  },
  (t) => [
    index('applications_list_idx')
      .on(t.isShadow, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('applications_status_idx')
      .on(t.isShadow, t.status, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`not ${t.isDeleted}`),
    index('applications_customer_idx').on(t.customerId, t.createdAt),
    index('applications_org_idx').on(t.organizationId, t.createdAt.desc()),
    // The command palette finds a customer's account by its number.
    index('applications_account_idx')
      .on(t.accountNumber)
      .where(sql`${t.accountNumber} is not null`),
  ],
);

export const applicationHistory = pgTable(
  'application_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Written order: entries of one instant still read back in the order they happened. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    status: applicationStatus('status').notNull(),
    comments: text('comments'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('application_history_app_idx').on(t.applicationId, t.seq)],
);

/** What a rejection asked for; resolved when a document of that type is uploaded afterwards. */
export const missingDocuments = pgTable(
  'application_missing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    rejectionReason: text('rejection_reason').notNull(),
    documentName: text('document_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('missing_documents_app_idx').on(t.applicationId)],
);
