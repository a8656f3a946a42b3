import { and, eq, not, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { branches, organizations, userBranches } from '../../db/schema/index.ts';
import { softDelete, updateVersioned } from '../../db/versioning.ts';

const mappingColumns = {
  id: userBranches.id,
  rowVersion: userBranches.rowVersion,
  userId: userBranches.userId,
  organizationId: userBranches.organizationId,
  organizationName: organizations.name,
  branchId: userBranches.branchId,
  branchName: branches.name,
  branchCode: branches.code,
};

const mappings = (exec: Executor, where: SQL | undefined) =>
  exec
    .select(mappingColumns)
    .from(userBranches)
    .innerJoin(organizations, eq(organizations.id, userBranches.organizationId))
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(and(not(userBranches.isDeleted), where))
    .orderBy(organizations.name);

export const mappingsOfUser = (exec: Executor, userId: string) =>
  mappings(exec, eq(userBranches.userId, userId));

export async function mappingById(exec: Executor, id: string) {
  const [row] = await mappings(exec, eq(userBranches.id, id));
  return row ?? null;
}

/** Whether the user already has a live mapping in this organization (one per organization). */
export async function mappingIn(exec: Executor, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await mappings(
    exec,
    and(eq(userBranches.userId, userId), eq(userBranches.organizationId, organizationId)),
  );
  return Boolean(row);
}

export async function insertMapping(
  exec: Executor,
  values: typeof userBranches.$inferInsert,
): Promise<string> {
  const [row] = await exec.insert(userBranches).values(values).returning({ id: userBranches.id });
  if (!row) throw new Error('Mapping not created');
  return row.id;
}

export const updateMapping = (
  exec: Executor,
  id: string,
  rowVersion: number,
  values: { organizationId: string; branchId: string },
  at: Date,
) => updateVersioned(exec, userBranches, id, rowVersion, values, at);

export const removeMapping = (exec: Executor, id: string, at: Date) => softDelete(exec, userBranches, id, at);

/** "Organization / code name" of a live branch of this organization; null when it is not one. */
export async function branchLabel(
  exec: Executor,
  organizationId: string,
  branchId: string,
): Promise<string | null> {
  const [row] = await exec
    .select({ organization: organizations.name, code: branches.code, name: branches.name })
    .from(branches)
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .where(
      and(eq(branches.id, branchId), eq(branches.organizationId, organizationId), not(branches.isDeleted)),
    );
  return row ? `${row.organization} / ${row.code} ${row.name}` : null;
}
