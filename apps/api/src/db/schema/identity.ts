import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { baseColumns } from './base.ts';

export interface SupportedAccount {
  id: string;
  name: string;
  group: 'Personal' | 'Business';
  currencies: string[];
}

export const organizations = pgTable(
  'organizations',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    supportedAccounts: jsonb('supported_accounts').$type<SupportedAccount[]>().notNull(),
    supportedLanguages: text('supported_languages').array().notNull(),
    /**
     * Networks (CIDR) the organization's staff may sign in and work from; empty allows any.
     * Changed only through four eyes.
     */
    allowedNetworks: text('allowed_networks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('organizations_name_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
  ],
);

export const branches = pgTable(
  'branches',
  {
    ...baseColumns(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('branches_org_code_uq')
      .on(t.organizationId, t.code)
      .where(sql`not ${t.isDeleted}`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    permissions: text('permissions').array().notNull(),
  },
  (t) => [
    uniqueIndex('roles_name_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
  ],
);

export const users = pgTable(
  'users',
  {
    ...baseColumns(),
    userName: text('user_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isMerchant: boolean('is_merchant').notNull().default(false),
    isSudo: boolean('is_sudo').notNull().default(false),
    resetPassword: boolean('reset_password').notNull().default(false),
    /** TOTP secret, AES-GCM encrypted; set at first sign-in, confirmed by the first valid code. */
    mfaSecret: text('mfa_secret'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
    lastTotpStep: integer('last_totp_step'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /** The language the user chose for the console (en, so, ar); null until they choose. */
    language: text('language'),
    /** The last sign-in, by password or through the directory (view-as is none). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    /** The last approved activation: dormancy counts from it as from a sign-in. */
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    /** When the administrators were told the account falls dormant soon; once a dormancy. */
    dormancyNoticeAt: timestamp('dormancy_notice_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_user_name_uq')
      .on(sql`lower(${t.userName})`)
      .where(sql`not ${t.isDeleted}`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_phone_idx').on(t.phone),
    // The command palette: a user name from its start, whatever the database's collation.
    index('users_user_name_prefix_idx').on(sql`lower(${t.userName}) text_pattern_ops`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const userBranches = pgTable(
  'user_branches',
  {
    ...baseColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
  },
  (t) => [
    uniqueIndex('user_branches_user_org_uq')
      .on(t.userId, t.organizationId)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/** Server-side sessions: a token is only good while its session is. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The administrator behind a view-as session. */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** The `jti` of the one token that is good for this session now: a refresh replaces it. */
    tokenId: uuid('token_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endReason: text('end_reason'),
    address: text('address'),
    /** The browser's User-Agent at sign-in, cut to 300 characters, for the security centre. */
    userAgent: text('user_agent'),
    /** The directory sign-in that opened it (`directory_sign_ins`), whose sign-out ends it there. */
    directorySignInId: uuid('directory_sign_in_id'),
  },
  (t) => [
    index('sessions_user_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    // The directory's back-channel logout finds the live sessions of its sign-ins.
    index('sessions_directory_sign_in_idx')
      .on(t.directorySignInId)
      .where(sql`${t.endedAt} is null and ${t.directorySignInId} is not null`),
  ],
);

/**
 * Sign-in attempts of one address on one route in the current window, counted here rather than in
 * a process so that every process behind a load balancer shares the limit.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    /** The route and the client address. */
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sign_in_attempts_window_ends_at_idx').on(t.windowEndsAt)],
);
