import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations, userBranches } from '../../db/schema/index.ts';

/** The non-empty network lists of the organizations a user is mapped to, one list each. */
export async function networksOfUser(exec: Executor, userId: string): Promise<string[][]> {
  const rows = await exec
    .select({ networks: organizations.allowedNetworks })
    .from(userBranches)
    .innerJoin(organizations, eq(organizations.id, userBranches.organizationId))
    .where(
      and(
        eq(userBranches.userId, userId),
        not(userBranches.isDeleted),
        not(organizations.isDeleted),
        sql`cardinality(${organizations.allowedNetworks}) > 0`,
      ),
    );
  return rows.map((r) => r.networks);
}
