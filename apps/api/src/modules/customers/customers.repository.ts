import { and, desc, eq, getTableColumns, not, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { customersApi, EndpointBody } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { customers, organizations } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioning.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';
import { phoneDigits } from '../../platform/phone.ts';
import { byValue, StatementCache, type Bind } from '../../platform/statement-cache.ts';
import { rowColumns, toRow } from './customer-list.repository.ts';

const selectRows = (exec: Executor) =>
  exec
    .select(rowColumns)
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId));

/** A customer's profile: every column but the words of the name, which only its search reads. */
const { nameWords: _words, namePairs: _pairs, ...profileColumns } = getTableColumns(customers);

type Profile = Omit<typeof customers.$inferSelect, 'nameWords' | 'namePairs'>;
const byId = new StatementCache<{ customer: Profile; organizationName: string }[]>('customer_by_id');

/**
 * A live customer's profile and its organization's name. Prepared once on the database, as the
 * profile screen reads it at every visit; built for its run within a transaction, whose prepared
 * statement would be named anew for each and left on the connection.
 */
export async function getCustomer(exec: Executor, id: string) {
  const query = (bind: Bind) =>
    exec
      .select({ customer: profileColumns, organizationName: organizations.name })
      .from(customers)
      .innerJoin(organizations, eq(organizations.id, customers.organizationId))
      .where(and(eq(customers.id, bind('id', id)), not(customers.isDeleted)));
  const [row] = await (exec instanceof PgTransaction
    ? query(byValue)
    : byId.execute(exec, 'by id', { id }, query));
  return row ?? null;
}

/** Profiles whose mobile is this one, allowing a country-code prefix on either side. */
export async function findByMobile(
  exec: Executor,
  mobile: string,
  organizationId?: string,
  scope?: OrgScope,
): Promise<customersApi.CustomerRow[]> {
  const digits = phoneDigits(mobile);
  const tail = digits.slice(-9);
  const where = [
    not(customers.isDeleted),
    // The last nine digits through customers_mobile_tail_idx; a shorter number by its end.
    tail.length === 9
      ? sql`right(regexp_replace(${customers.mobile}, '\\D', '', 'g'), 9) = ${tail}`
      : sql`regexp_replace(${customers.mobile}, '\\D', '', 'g') like ${`%${tail}`}`,
  ];
  if (organizationId) where.push(eq(customers.organizationId, organizationId));
  const inScope = scope && scopeCondition(customers.organizationId, scope);
  if (inScope) where.push(inScope);
  const rows = await selectRows(exec)
    .where(and(...where))
    .orderBy(desc(customers.createdAt))
    .limit(50);
  return rows
    .filter((r) => {
      const other = phoneDigits(r.mobile);
      return (
        other === digits ||
        (Math.min(other.length, digits.length) >= 7 && (other.endsWith(digits) || digits.endsWith(other)))
      );
    })
    .map(toRow);
}

/** An edit of the profile as the client read it (a stale rowVersion is a 409). */
export const updateProfile = (
  exec: Executor,
  id: string,
  rowVersion: number,
  values: EndpointBody<typeof customersApi.updateCustomer>,
  at: Date,
) => updateVersioned(exec, customers, id, rowVersion, { ...values }, at);
