import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.ts';
import {
  applications,
  businesses,
  businessNameWords,
  customerNameWords,
  customers,
  merchants,
  organizations,
  users,
} from '../../db/schema/index.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';
import { likeEscape } from '../../platform/paging.ts';

/*
 * The palette's lookups: a handful of rows each, every one through an index (migration 0025 adds
 * those of account numbers, merchant codes and user names). No total is counted and no order is
 * imposed on a name's matches: sorting thousands of "amina"s to show five would cost more than
 * the whole search, and typing on narrows them.
 */

/** Up to this many words of the vocabulary stand for one typed part of a name. */
const WORDS_PER_PART = 200;

const startingWith = (text: string) => `${likeEscape(text)}%`;

/**
 * For each typed part, the words of a kind of name's vocabulary that it begins, in the database's
 * lower case: one read of a small table. Note: the names are then looked up with these words as
 * values, so that PostgreSQL sees how common they are; asked with the vocabulary's words as a
 * subquery, it guessed, and read all the names for a word that none holds (a typo: 240 ms at a
 * million customers, README › Command palette). A part that begins no word matches no name.
 */
export async function nameWordsStarting(
  exec: Executor,
  of: 'customers' | 'businesses',
  parts: readonly string[],
): Promise<string[][]> {
  const vocabulary = of === 'customers' ? customerNameWords : businessNameWords;
  const [row] = await queryRows<Record<string, string[]>>(
    exec,
    sql`select ${sql.join(
      parts.map(
        (part, i) => sql`array(select ${vocabulary.word} from ${vocabulary}
          where ${vocabulary.word} like lower(${startingWith(part)}) limit ${WORDS_PER_PART}) as ${sql.identifier(`part${i}`)}`,
      ),
      sql`, `,
    )}`,
  );
  return parts.map((_, i) => row?.[`part${i}`] ?? []);
}

/** Every typed part begins some word of the name (its words given), through the GIN index on the name's words. */
const nameHasWords = (words: AnyPgColumn, wordsOfParts: readonly string[][]): SQL =>
  sql.join(
    wordsOfParts.map((w) => sql`${words} && ${sql.param([...w])}::text[]`),
    sql` and `,
  );

const customerColumns = {
  id: customers.id,
  name: customers.name,
  mobile: customers.mobile,
  organizationName: organizations.name,
};
export type CustomerHit = { id: string; name: string; mobile: string; organizationName: string };

const selectCustomers = (exec: Executor, scope: OrgScope, where: SQL | undefined, limit: number) =>
  exec
    .select(customerColumns)
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId))
    .where(and(eq(customers.isDeleted, false), where, scopeCondition(customers.organizationId, scope)))
    .limit(limit);

export const customerById = (exec: Executor, scope: OrgScope, id: string): Promise<CustomerHit[]> =>
  selectCustomers(exec, scope, eq(customers.id, id), 1);

/**
 * Customers whose mobile ends with the same nine digits (customers_mobile_tail_idx), newest
 * first; the caller keeps those that are the same phone.
 */
export const customersByMobileTail = (
  exec: Executor,
  scope: OrgScope,
  tail: string,
  limit: number,
): Promise<CustomerHit[]> =>
  selectCustomers(
    exec,
    scope,
    sql`right(regexp_replace(${customers.mobile}, '\\D', '', 'g'), 9) = ${tail}`,
    limit,
  ).orderBy(desc(customers.createdAt));

export const customersByName = (
  exec: Executor,
  scope: OrgScope,
  wordsOfParts: readonly string[][],
  limit: number,
): Promise<CustomerHit[]> =>
  selectCustomers(exec, scope, nameHasWords(customers.nameWords, wordsOfParts), limit);

export type ApplicationHit = {
  id: string;
  customerId: string;
  customerName: string;
  accountType: string;
  currency: string;
  status: string;
  accountNumber: string | null;
  organizationName: string;
};

const selectApplications = (exec: Executor, scope: OrgScope, where: SQL, limit: number) =>
  exec
    .select({
      id: applications.id,
      customerId: applications.customerId,
      customerName: customers.name,
      accountType: applications.accountType,
      currency: applications.currency,
      status: applications.status,
      accountNumber: applications.accountNumber,
      organizationName: organizations.name,
    })
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .where(and(eq(applications.isDeleted, false), where, scopeCondition(applications.organizationId, scope)))
    .limit(limit);

export const applicationById = (exec: Executor, scope: OrgScope, id: string): Promise<ApplicationHit[]> =>
  selectApplications(exec, scope, eq(applications.id, id), 1);

/** The accounts opened for customers, by their number (applications_account_idx). */
export const applicationsByAccount = (
  exec: Executor,
  scope: OrgScope,
  accountNumber: string,
  limit: number,
): Promise<ApplicationHit[]> =>
  selectApplications(exec, scope, eq(applications.accountNumber, accountNumber), limit);

export type BusinessHit = {
  id: string;
  name: string;
  registrationNumber: string;
  accountNumber: string | null;
  organizationName: string;
};

const selectBusinesses = (exec: Executor, scope: OrgScope, where: SQL, limit: number) =>
  exec
    .select({
      id: businesses.id,
      name: businesses.name,
      registrationNumber: businesses.registrationNumber,
      accountNumber: businesses.accountNumber,
      organizationName: organizations.name,
    })
    .from(businesses)
    .innerJoin(organizations, eq(organizations.id, businesses.organizationId))
    .where(and(eq(businesses.isDeleted, false), where, scopeCondition(businesses.organizationId, scope)))
    .limit(limit);

export const businessById = (exec: Executor, scope: OrgScope, id: string): Promise<BusinessHit[]> =>
  selectBusinesses(exec, scope, eq(businesses.id, id), 1);

export const businessesByName = (
  exec: Executor,
  scope: OrgScope,
  wordsOfParts: readonly string[][],
  limit: number,
): Promise<BusinessHit[]> =>
  selectBusinesses(exec, scope, nameHasWords(businesses.nameWords, wordsOfParts), limit);

/** Registration numbers from their start, ignoring case (businesses_registration_idx). */
export const businessesByRegistration = (
  exec: Executor,
  scope: OrgScope,
  typed: string,
  limit: number,
): Promise<BusinessHit[]> =>
  selectBusinesses(
    exec,
    scope,
    sql`lower(${businesses.registrationNumber}) like lower(${startingWith(typed)})`,
    limit,
  );

/** The accounts opened for businesses, by their number (businesses_account_idx). */
export const businessesByAccount = (
  exec: Executor,
  scope: OrgScope,
  accountNumber: string,
  limit: number,
): Promise<BusinessHit[]> =>
  selectBusinesses(exec, scope, eq(businesses.accountNumber, accountNumber), limit);

export type MerchantHit = {
  id: string;
  name: string;
  code: string | null;
  accountNo: string;
  organizationId: string;
  organizationName: string;
};

/** Merchants by the start of their code (merchants_code_prefix_idx) or by their account number. */
export const merchantsByCodeOrAccount = (
  exec: Executor,
  scope: OrgScope,
  typed: string,
  limit: number,
): Promise<MerchantHit[]> =>
  exec
    .select({
      id: merchants.id,
      name: merchants.name,
      code: merchants.code,
      accountNo: merchants.accountNo,
      organizationId: merchants.organizationId,
      organizationName: organizations.name,
    })
    .from(merchants)
    .innerJoin(organizations, eq(organizations.id, merchants.organizationId))
    .where(
      and(
        eq(merchants.isDeleted, false),
        sql`(${merchants.code} like ${startingWith(typed)} or ${merchants.accountNo} = ${typed})`,
        scopeCondition(merchants.organizationId, scope),
      ),
    )
    .orderBy(merchants.code)
    .limit(limit);

export type UserHit = { id: string; userName: string; email: string | null; phone: string };

/** User names from their start, ignoring case (users_user_name_prefix_idx). */
export const usersByName = (exec: Executor, typed: string, limit: number): Promise<UserHit[]> =>
  exec
    .select({ id: users.id, userName: users.userName, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.isDeleted, false), sql`lower(${users.userName}) like lower(${startingWith(typed)})`))
    .orderBy(sql`lower(${users.userName})`)
    .limit(limit);
