import { and, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminChangeKind, AdminChangeStatus } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { adminChanges } from '../../db/schema/index.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';

export type AdminChangeRow = typeof adminChanges.$inferSelect;
export type NewAdminChange = typeof adminChanges.$inferInsert;

export async function insertChange(exec: Executor, row: NewAdminChange): Promise<AdminChangeRow> {
  const [inserted] = await exec.insert(adminChanges).values(row).returning();
  if (!inserted) throw new Error('Change not stored');
  return inserted;
}

/**
 * Closes the pending changes whose time ran out: they stay in the list as Expired. Cheap: the
 * partial index holds pending changes only.
 */
export async function expireDue(exec: Executor, now: Date): Promise<void> {
  await exec
    .update(adminChanges)
    .set({ status: 'Expired', decidedAt: sql`${adminChanges.expiresAt}` })
    .where(and(eq(adminChanges.status, 'Pending'), lte(adminChanges.expiresAt, now)));
}

/** Changes of an organization follow its scope; administration changes (no organization) need every organization. */
function readable(scope: OrgScope): SQL | undefined {
  if (scope.all) return undefined;
  return and(
    sql`${adminChanges.organizationId} is not null`,
    scopeCondition(adminChanges.organizationId, scope),
  );
}

export interface ChangeFilter {
  status?: AdminChangeStatus | undefined;
  kind?: AdminChangeKind | undefined;
  targetId?: string | undefined;
  scope: OrgScope;
  /** The only kinds the reader may see; undefined for every kind. */
  kinds?: readonly AdminChangeKind[] | undefined;
}

const ofKinds = (kinds: readonly AdminChangeKind[] | undefined): SQL | undefined =>
  kinds ? inArray(adminChanges.kind, [...kinds]) : undefined;

function where(f: ChangeFilter): SQL | undefined {
  return and(
    readable(f.scope),
    ofKinds(f.kinds),
    f.status ? eq(adminChanges.status, f.status) : undefined,
    f.kind ? eq(adminChanges.kind, f.kind) : undefined,
    f.targetId ? eq(adminChanges.targetId, f.targetId) : undefined,
  );
}

export async function listChanges(
  exec: Executor,
  f: ChangeFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminChangeRow[]; total: number }> {
  const rows = await exec
    .select()
    .from(adminChanges)
    .where(where(f))
    .orderBy(desc(adminChanges.requestedAt), desc(adminChanges.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await exec.select({ n: count() }).from(adminChanges).where(where(f));
  return { rows, total: total?.n ?? 0 };
}

export async function findChange(
  exec: Executor,
  id: string,
  scope: OrgScope,
  kinds?: readonly AdminChangeKind[],
): Promise<AdminChangeRow | null> {
  const [row] = await exec
    .select()
    .from(adminChanges)
    .where(and(eq(adminChanges.id, id), readable(scope), ofKinds(kinds)));
  return row ?? null;
}

/** The pending change of a record, locked: there is at most one at a time. */
export async function pendingOf(
  exec: Executor,
  target: { targetType: string; targetId: string | null; targetName: string },
): Promise<AdminChangeRow | null> {
  const [row] = await exec
    .select()
    .from(adminChanges)
    .where(
      and(
        eq(adminChanges.status, 'Pending'),
        eq(adminChanges.targetType, target.targetType),
        target.targetId
          ? eq(adminChanges.targetId, target.targetId)
          : and(
              isNull(adminChanges.targetId),
              sql`lower(${adminChanges.targetName}) = lower(${target.targetName})`,
            ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Moves a pending change to its decision, if it is still pending: of two checkers deciding at
 * once, only the first wins. Null when it was no longer pending.
 */
export async function decide(
  exec: Executor,
  id: string,
  values: {
    status: Exclude<AdminChangeStatus, 'Pending'>;
    decidedBy: string;
    decidedAt: Date;
    remarks?: string | null;
    targetId?: string | null;
  },
): Promise<AdminChangeRow | null> {
  const [row] = await exec
    .update(adminChanges)
    .set({
      status: values.status,
      decidedBy: values.decidedBy,
      decidedAt: values.decidedAt,
      remarks: values.remarks ?? null,
      ...(values.targetId ? { targetId: values.targetId } : {}),
    })
    .where(and(eq(adminChanges.id, id), eq(adminChanges.status, 'Pending')))
    .returning();
  return row ?? null;
}

/** Names the record an approved creation made. */
export async function setTarget(exec: Executor, id: string, targetId: string): Promise<AdminChangeRow> {
  const [row] = await exec.update(adminChanges).set({ targetId }).where(eq(adminChanges.id, id)).returning();
  if (!row) throw new Error('Change vanished');
  return row;
}
