import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  applications,
  businesses,
  customers,
  merchants,
  organizations,
  users,
} from '../../db/schema/index.ts';
import {
  filter,
  hasWords,
  scopeFilters,
  wordsStarting,
  type Filter,
  type NameWords,
} from '../../platform/list/index.ts';
import type { OrgScope } from '../../platform/org-scope.ts';
import { rowsInText, StatementCache } from '../../platform/statement-cache.ts';
import { businessNames } from '../businesses/index.ts';
import { customerNames } from '../customers/index.ts';
import { beginsWith, hitOf, lookUp, type Found, type Lookup } from './lookup-statements.ts';

/*
 * The palette's lookups: a handful of rows each, every one through an index (migration 0025 adds
 * those of account numbers, merchant codes and user names, 0028 the vocabularies' prefixes). A
 * search runs its lookups together (`findAll`), one statement prepared once per shape
 * (lookup-statements.ts). No total is counted and no order is imposed on a name's matches:
 * sorting thousands of "amina"s to show five would cost more than the whole search, and typing on
 * narrows them.
 */

const statements = new StatementCache<Record<string, unknown[]>[]>('search_lookups', 128);

/** Runs the lookups made (a kind the user may not find is left out) as one statement. */
export const findAll = <L extends Record<string, Lookup<unknown> | undefined>>(
  exec: Executor,
  lookups: L,
): Promise<Found<L>> => lookUp(statements, exec, lookups);

const names = { customers: customerNames, businesses: businessNames };
export type NameKind = keyof typeof names;

/**
 * For each kind of name asked and each typed part, the words of that kind's vocabulary the part
 * begins, with the lookup's plan (`wordsStarting`), both kinds read in one statement.
 */
export const nameWordsStarting = (
  exec: Executor,
  kinds: readonly NameKind[],
  parts: readonly string[],
  scope: OrgScope,
): Promise<Partial<Record<NameKind, NameWords>>> =>
  wordsStarting(exec, Object.fromEntries(kinds.map((k) => [k, names[k]])), parts, scope);

const byId = (column: AnyPgColumn, id: string) => filter('id', id, (v) => eq(column, v));

export type CustomerHit = { id: string; name: string; mobile: string; organizationName: string };

const findCustomers = (
  scope: OrgScope,
  found: Filter,
  limit: number,
  newestFirst = false,
): Lookup<CustomerHit> => ({
  shape: `first ${limit}${newestFirst ? ' newest' : ''}`,
  filters: [found, ...scopeFilters(customers.organizationId, scope)],
  hits: (select, where) =>
    select({
      hit: hitOf({
        id: customers.id,
        name: customers.name,
        mobile: customers.mobile,
        organizationName: organizations.name,
      }),
    })
      .from(customers)
      .innerJoin(organizations, eq(organizations.id, customers.organizationId))
      .where(and(not(customers.isDeleted), where))
      .orderBy(...(newestFirst ? [desc(customers.createdAt)] : []))
      .limit(rowsInText(limit)),
});

export const customerById = (scope: OrgScope, id: string): Lookup<CustomerHit> =>
  findCustomers(scope, byId(customers.id, id), 1);

/**
 * Customers whose mobile ends with the same nine digits (customers_mobile_tail_idx), newest
 * first; the caller keeps those that are the same phone.
 */
export const customersByMobileTail = (scope: OrgScope, tail: string, limit: number): Lookup<CustomerHit> =>
  findCustomers(
    scope,
    filter(
      'mobile tail',
      tail,
      (v) => sql`right(regexp_replace(${customers.mobile}, '\\D', '', 'g'), 9) = ${v}`,
    ),
    limit,
    true,
  );

export const customersByName = (scope: OrgScope, words: NameWords, limit: number): Lookup<CustomerHit> =>
  findCustomers(scope, hasWords(customerNames, words), limit);

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

const findApplications = (scope: OrgScope, found: Filter, limit: number): Lookup<ApplicationHit> => ({
  shape: `first ${limit}`,
  filters: [found, ...scopeFilters(applications.organizationId, scope)],
  hits: (select, where) =>
    select({
      hit: hitOf({
        id: applications.id,
        customerId: applications.customerId,
        customerName: customers.name,
        accountType: applications.accountType,
        currency: applications.currency,
        status: applications.status,
        accountNumber: applications.accountNumber,
        organizationName: organizations.name,
      }),
    })
      .from(applications)
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .innerJoin(organizations, eq(organizations.id, applications.organizationId))
      .where(and(not(applications.isDeleted), where))
      .limit(rowsInText(limit)),
});

export const applicationById = (scope: OrgScope, id: string): Lookup<ApplicationHit> =>
  findApplications(scope, byId(applications.id, id), 1);

/** The accounts opened for customers, by their number (applications_account_idx). */
export const applicationsByAccount = (
  scope: OrgScope,
  accountNumber: string,
  limit: number,
): Lookup<ApplicationHit> =>
  findApplications(
    scope,
    filter('account', accountNumber, (v) => eq(applications.accountNumber, v)),
    limit,
  );

export type BusinessHit = {
  id: string;
  name: string;
  registrationNumber: string;
  accountNumber: string | null;
  organizationName: string;
};

const findBusinesses = (scope: OrgScope, found: Filter, limit: number): Lookup<BusinessHit> => ({
  shape: `first ${limit}`,
  filters: [found, ...scopeFilters(businesses.organizationId, scope)],
  hits: (select, where) =>
    select({
      hit: hitOf({
        id: businesses.id,
        name: businesses.name,
        registrationNumber: businesses.registrationNumber,
        accountNumber: businesses.accountNumber,
        organizationName: organizations.name,
      }),
    })
      .from(businesses)
      .innerJoin(organizations, eq(organizations.id, businesses.organizationId))
      .where(and(not(businesses.isDeleted), where))
      .limit(rowsInText(limit)),
});

export const businessById = (scope: OrgScope, id: string): Lookup<BusinessHit> =>
  findBusinesses(scope, byId(businesses.id, id), 1);

export const businessesByName = (scope: OrgScope, words: NameWords, limit: number): Lookup<BusinessHit> =>
  findBusinesses(scope, hasWords(businessNames, words), limit);

/** Registration numbers from their start, ignoring case (businesses_registration_idx). */
export const businessesByRegistration = (
  scope: OrgScope,
  typed: string,
  limit: number,
): Lookup<BusinessHit> =>
  findBusinesses(
    scope,
    beginsWith('registration', sql`lower(${businesses.registrationNumber})`, typed, true),
    limit,
  );

/** The accounts opened for businesses, by their number (businesses_account_idx). */
export const businessesByAccount = (
  scope: OrgScope,
  accountNumber: string,
  limit: number,
): Lookup<BusinessHit> =>
  findBusinesses(
    scope,
    filter('account', accountNumber, (v) => eq(businesses.accountNumber, v)),
    limit,
  );

export type MerchantHit = {
  id: string;
  name: string;
  code: string | null;
  accountNo: string;
  organizationId: string;
  organizationName: string;
};

/** Merchants by the start of their code (merchants_code_prefix_idx) or by their account number. */
export function merchantsByCodeOrAccount(scope: OrgScope, typed: string, limit: number): Lookup<MerchantHit> {
  const code = beginsWith('code', sql`${merchants.code}`, typed, false);
  const codeOrAccount: Filter = {
    key: `${code.key} or account`,
    values: { ...code.values, accountNo: typed },
    on: (bind) => sql`(${code.on(bind)} or ${merchants.accountNo} = ${bind('accountNo', typed)})`,
  };
  return {
    shape: `first ${limit}`,
    filters: [codeOrAccount, ...scopeFilters(merchants.organizationId, scope)],
    hits: (select, where) =>
      select({
        hit: hitOf({
          id: merchants.id,
          name: merchants.name,
          code: merchants.code,
          accountNo: merchants.accountNo,
          organizationId: merchants.organizationId,
          organizationName: organizations.name,
        }),
      })
        .from(merchants)
        .innerJoin(organizations, eq(organizations.id, merchants.organizationId))
        .where(and(not(merchants.isDeleted), where))
        .orderBy(merchants.code)
        .limit(rowsInText(limit)),
  };
}

export type UserHit = { id: string; userName: string; email: string | null; phone: string };

/** User names from their start, ignoring case (users_user_name_prefix_idx). */
export const usersByName = (typed: string, limit: number): Lookup<UserHit> => ({
  shape: `first ${limit}`,
  filters: [beginsWith('user name', sql`lower(${users.userName})`, typed, true)],
  hits: (select, where) =>
    select({
      hit: hitOf({ id: users.id, userName: users.userName, email: users.email, phone: users.phone }),
    })
      .from(users)
      .where(and(not(users.isDeleted), where))
      .orderBy(sql`lower(${users.userName})`)
      .limit(rowsInText(limit)),
});
