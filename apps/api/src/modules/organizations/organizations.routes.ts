import { and, asc, eq } from 'drizzle-orm';
import { organizationsApi as api } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { branches, organizations } from '../../db/schema/index.ts';
import { fail } from '../../platform/errors.ts';
import { route } from '../../platform/routes.ts';

/** Reference data with no business rules: the handlers query directly. */
export const organizationsRoutes = (db: Db) => [
  route(api.listOrganizations, async ({ query }) => {
    const rows = await db
      .select({
        id: organizations.id,
        name: organizations.name,
        supportedAccounts: organizations.supportedAccounts,
        supportedLanguages: organizations.supportedLanguages,
      })
      .from(organizations)
      .where(eq(organizations.isDeleted, false))
      .orderBy(asc(organizations.name));
    if (!query.accGroup) return rows;
    return rows
      .map((o) => ({
        ...o,
        supportedAccounts: o.supportedAccounts.filter((a) => a.group === query.accGroup),
      }))
      .filter((o) => o.supportedAccounts.length > 0);
  }),
  route(api.organizationBranches, async ({ params }) => {
    const [org] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, params.id), eq(organizations.isDeleted, false)));
    if (!org) throw fail.notFound();
    return db
      .select({ id: branches.id, code: branches.code, name: branches.name })
      .from(branches)
      .where(and(eq(branches.organizationId, params.id), eq(branches.isDeleted, false)))
      .orderBy(asc(branches.code));
  }),
];
