import { and, eq, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userBranches } from '../../db/schema/index.ts';
import { StatementCache } from '../../platform/statement-cache.ts';

const statements = new StatementCache<{ organizationId: string }[]>('user_organizations');

/**
 * The organizations of a user's live branch mappings (through user_branches_user_org_uq), read at
 * each request of a user of a narrower scope: prepared once.
 */
export async function mappedOrganizations(exec: Executor, userId: string): Promise<string[]> {
  const rows = await statements.execute(exec, 'of user', { userId }, (bind) =>
    exec
      .select({ organizationId: userBranches.organizationId })
      .from(userBranches)
      .where(and(eq(userBranches.userId, bind('userId', userId)), not(userBranches.isDeleted))),
  );
  return rows.map((r) => r.organizationId);
}
