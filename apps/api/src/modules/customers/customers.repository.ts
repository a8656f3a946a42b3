import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { customersApi, EndpointBody } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { customers, organizations } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioning.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';
import { phoneDigits } from '../../platform/phone.ts';
import { rowColumns, toRow } from './customer-list.repository.ts';

const selectRows = (exec: Executor) =>
  exec
    .select(rowColumns)
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId));

export async function getCustomer(exec: Executor, id: string) {
  const [row] = await exec
    .select({ customer: customers, organizationName: organizations.name })
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId))
    .where(and(eq(customers.id, id), not(customers.isDeleted)));
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
