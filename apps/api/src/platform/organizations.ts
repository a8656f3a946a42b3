import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { branches, organizations, userBranches } from '../db/schema/index.ts';
import type { CoreOrg } from '../core-banking/port.ts';
import { fail } from './errors.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

/** The live organization with this id, or 404. */
export async function requireOrganization(exec: Executor, id: string): Promise<OrganizationRow> {
  const [row] = await exec
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.isDeleted, false)));
  if (!row) throw fail.notFound();
  return row;
}

export async function organizationByName(exec: Executor, name: string): Promise<OrganizationRow | null> {
  const [row] = await exec
    .select()
    .from(organizations)
    .where(and(eq(organizations.name, name), eq(organizations.isDeleted, false)));
  return row ?? null;
}

export const coreOrg = (org: OrganizationRow): CoreOrg => ({ id: org.id, name: org.name });

/** The code of the user's branch in this organization, or null when the user has none there. */
export async function userBranchCode(
  exec: Executor,
  userId: string,
  organizationId: string,
): Promise<string | null> {
  const [row] = await exec
    .select({ code: branches.code })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(
      and(
        eq(userBranches.userId, userId),
        eq(userBranches.organizationId, organizationId),
        eq(userBranches.isDeleted, false),
      ),
    );
  return row?.code ?? null;
}

/** Refuses an account type or currency the organization does not offer. */
export function supportedAccountProblem(
  org: OrganizationRow,
  accountType: string,
  currency: string,
): Record<string, string[]> | null {
  const account = org.supportedAccounts.find((a) => a.id === accountType);
  if (!account) return { accountType: ['This organization does not offer this account type.'] };
  if (!account.currencies.includes(currency))
    return { currency: ['This account type is not offered in this currency.'] };
  return null;
}
