import { and, desc, eq, gt, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, customers, riskOverrides } from '../../db/schema/index.ts';
import type { RatedType } from './risk.repository.ts';

export type OverrideRow = typeof riskOverrides.$inferSelect;

/** The organization and name of a live customer or business; null when there is none. */
export async function recordOf(exec: Executor, recordType: RatedType, id: string) {
  const table = recordType === 'Customer' ? customers : businesses;
  const [row] = await exec
    .select({ organizationId: table.organizationId, name: table.name })
    .from(table)
    .where(and(eq(table.id, id), not(table.isDeleted)));
  return row ?? null;
}

/**
 * Holds the record's overrides until the transaction ends, so that two makers asking at once
 * cannot both find none waiting.
 */
export async function lockOverridesOf(exec: Executor, recordType: RatedType, id: string): Promise<void> {
  await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`risk-override:${recordType}:${id}`}))`);
}

export async function insertOverride(exec: Executor, row: typeof riskOverrides.$inferInsert) {
  const [created] = await exec.insert(riskOverrides).values(row).returning();
  if (!created) throw new Error('override not written');
  return created;
}

export async function overrideById(exec: Executor, id: string, forUpdate = false) {
  const q = exec.select().from(riskOverrides).where(eq(riskOverrides.id, id));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

/** The record's latest override meeting `also`, latest by `by`. */
async function latestOf(exec: Executor, recordType: RatedType, id: string, also: SQL[], by: AnyColumn) {
  const [row] = await exec
    .select()
    .from(riskOverrides)
    .where(and(eq(riskOverrides.recordType, recordType), eq(riskOverrides.recordId, id), ...also))
    .orderBy(desc(by))
    .limit(1);
  return row ?? null;
}

export const pendingOverrideOf = (exec: Executor, recordType: RatedType, id: string) =>
  latestOf(exec, recordType, id, [eq(riskOverrides.status, 'Pending')], riskOverrides.requestedAt);

/** The override in force at `at`: the last approved whose expiry is still ahead. */
export const overrideInForce = (exec: Executor, recordType: RatedType, id: string, at: Date) =>
  latestOf(
    exec,
    recordType,
    id,
    [eq(riskOverrides.status, 'Approved'), gt(riskOverrides.expiresAt, at)],
    riskOverrides.decidedAt,
  );

export async function decideOverride(
  exec: Executor,
  row: Pick<OverrideRow, 'id' | 'rowVersion'>,
  decided: Pick<OverrideRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionReason'>,
): Promise<OverrideRow> {
  const [updated] = await exec
    .update(riskOverrides)
    .set({ ...decided, rowVersion: sql`${riskOverrides.rowVersion} + 1` })
    .where(and(eq(riskOverrides.id, row.id), eq(riskOverrides.rowVersion, row.rowVersion)))
    .returning();
  if (!updated) throw new Error('override changed under its lock');
  return updated;
}
