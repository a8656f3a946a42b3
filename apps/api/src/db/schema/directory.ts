import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './base.ts';
import { branches, organizations, users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One sign-in through a bank's directory, from its start to the session it opened: the state
 * (kept as its SHA-256), nonce and PKCE verifier, good once and until `expires_at`; then who
 * signed in, the directory's session (`sid`) and the ID token, which the sign-out hands back to
 * the directory. A sign-in that still needs our authenticator holds a ticket (its SHA-256) too.
 */
export const directorySignIns = pgTable(
  'directory_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    userId: uuid('user_id').references(() => users.id),
    subject: text('subject'),
    sid: text('sid'),
    idToken: text('id_token'),
    secondFactor: boolean('second_factor'),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: at('ticket_expires_at'),
    ticketUsedAt: at('ticket_used_at'),
  },
  (t) => [
    uniqueIndex('directory_sign_ins_state_uq').on(t.stateHash),
    uniqueIndex('directory_sign_ins_ticket_uq').on(t.ticketHash),
    index('directory_sign_ins_expires_idx').on(t.expiresAt),
    index('directory_sign_ins_subject_idx').on(t.tenant, t.subject),
    // A back-channel logout names the directory's session (sid).
    index('directory_sign_ins_sid_idx')
      .on(t.tenant, t.sid)
      .where(sql`${t.sid} is not null`),
  ],
);

/** The console user a directory account is: found by the directory's subject, never by name. */
export const directoryIdentities = pgTable(
  'directory_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('directory_identities_subject_uq').on(t.tenant, t.subject),
    index('directory_identities_user_idx').on(t.userId),
  ],
);

/**
 * A directory group's access in one organization: the roles and the branch its members get when
 * the directory first signs them in. Created and changed through four eyes.
 */
export const directoryMappings = pgTable(
  'directory_mappings',
  {
    ...baseColumns(),
    tenant: text('tenant').notNull(),
    groupName: text('group_name').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    roleIds: uuid('role_ids').array().notNull(),
  },
  (t) => [
    uniqueIndex('directory_mappings_group_uq')
      .on(t.tenant, t.groupName, t.organizationId)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/** Directory accounts that signed in with no mapped group: the administrators' queue. */
export const directoryAccessRequests = pgTable(
  'directory_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenant: text('tenant').notNull(),
    subject: text('subject').notNull(),
    userName: text('user_name').notNull(),
    groups: text('groups').array().notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** When a later sign-in found a mapping and the user was created. */
    grantedAt: at('granted_at'),
  },
  (t) => [
    uniqueIndex('directory_access_requests_subject_uq').on(t.tenant, t.subject),
    index('directory_access_requests_waiting_idx')
      .on(t.lastSeenAt)
      .where(sql`${t.grantedAt} is null`),
  ],
);
