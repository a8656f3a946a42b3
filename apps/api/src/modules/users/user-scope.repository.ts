import { and, eq, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userBranches } from '../../db/schema/index.ts';

/** The organizations of a user's live branch mappings (through user_branches_user_org_uq). */
export async function mappedOrganizations(exec: Executor, userId: string): Promise<string[]> {
  const rows = await exec
    .select({ organizationId: userBranches.organizationId })
    .from(userBranches)
    .where(and(eq(userBranches.userId, userId), not(userBranches.isDeleted)));
  return rows.map((r) => r.organizationId);
}
