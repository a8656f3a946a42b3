import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { organizations } from '../db/schema/index.ts';
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
