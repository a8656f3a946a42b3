import { and, asc, eq, inArray, ne, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { branches, directoryMappings, organizations, roles } from '../../db/schema/index.ts';
import { created, updateVersioned } from '../../db/versioning.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';

export type MappingRow = typeof directoryMappings.$inferSelect;
export interface MappingValues {
  tenant: string;
  groupName: string;
  organizationId: string;
  branchId: string;
  roleIds: string[];
}

const columns = {
  id: directoryMappings.id,
  rowVersion: directoryMappings.rowVersion,
  tenant: directoryMappings.tenant,
  groupName: directoryMappings.groupName,
  organizationId: directoryMappings.organizationId,
  organizationName: organizations.name,
  branchId: directoryMappings.branchId,
  branchName: branches.name,
  roleIds: directoryMappings.roleIds,
  createdBy: directoryMappings.createdBy,
  createdAt: directoryMappings.createdAt,
};

/** The live mappings of the scope's organizations, by tenant and group. */
export const listMappings = (exec: Executor, scope: OrgScope) =>
  exec
    .select(columns)
    .from(directoryMappings)
    .innerJoin(organizations, eq(organizations.id, directoryMappings.organizationId))
    .innerJoin(branches, eq(branches.id, directoryMappings.branchId))
    .where(and(not(directoryMappings.isDeleted), scopeCondition(directoryMappings.organizationId, scope)))
    .orderBy(asc(directoryMappings.tenant), asc(directoryMappings.groupName), asc(organizations.name));

export async function findMapping(exec: Executor, id: string): Promise<MappingRow | null> {
  const [row] = await exec
    .select()
    .from(directoryMappings)
    .where(and(eq(directoryMappings.id, id), not(directoryMappings.isDeleted)));
  return row ?? null;
}

/** Whether another live mapping has this group in this organization. */
export async function mappingTaken(exec: Executor, v: MappingValues, exceptId: string | null) {
  const [row] = await exec
    .select({ id: directoryMappings.id })
    .from(directoryMappings)
    .where(
      and(
        eq(directoryMappings.tenant, v.tenant),
        eq(directoryMappings.groupName, v.groupName),
        eq(directoryMappings.organizationId, v.organizationId),
        not(directoryMappings.isDeleted),
        exceptId ? ne(directoryMappings.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

export async function branchOf(exec: Executor, id: string) {
  const [row] = await exec
    .select({ id: branches.id, name: branches.name, organizationId: branches.organizationId })
    .from(branches)
    .where(and(eq(branches.id, id), not(branches.isDeleted)));
  return row ?? null;
}

export async function organizationName(exec: Executor, id: string): Promise<string | null> {
  const [row] = await exec
    .select({ name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, id), not(organizations.isDeleted)));
  return row?.name ?? null;
}

export const liveRoles = (exec: Executor, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : exec
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(inArray(roles.id, ids), not(roles.isDeleted)))
        .orderBy(asc(roles.name));

export async function insertMapping(exec: Executor, v: MappingValues, by: { userName: string; at: Date }) {
  const [row] = await exec
    .insert(directoryMappings)
    .values({ ...v, ...created(by) })
    .returning({ id: directoryMappings.id });
  if (!row) throw new Error('Mapping not created');
  return row.id;
}

export const updateMapping = (exec: Executor, id: string, rowVersion: number, v: MappingValues, at: Date) =>
  updateVersioned(exec, directoryMappings, id, rowVersion, v, at);
