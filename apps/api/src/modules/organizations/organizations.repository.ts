import { and, asc, eq, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { branches, organizations, userBranches } from '../../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export const listOrganizations = (exec: Executor) =>
  exec
    .select({
      id: organizations.id,
      name: organizations.name,
      supportedAccounts: organizations.supportedAccounts,
      supportedLanguages: organizations.supportedLanguages,
    })
    .from(organizations)
    .where(not(organizations.isDeleted))
    .orderBy(asc(organizations.name));

/** The live organization with this id. */
export async function findOrganization(exec: Executor, id: string): Promise<OrganizationRow | null> {
  const [row] = await exec
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), not(organizations.isDeleted)));
  return row ?? null;
}

export const branchesOf = (exec: Executor, organizationId: string) =>
  exec
    .select({ id: branches.id, code: branches.code, name: branches.name })
    .from(branches)
    .where(and(eq(branches.organizationId, organizationId), not(branches.isDeleted)))
    .orderBy(asc(branches.code));

/** The code of the user's mapped branch in this organization, if any. */
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
        not(userBranches.isDeleted),
      ),
    );
  return row?.code ?? null;
}
