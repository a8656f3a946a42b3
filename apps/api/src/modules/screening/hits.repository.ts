import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { screeningEntries, screeningHits } from '../../db/schema/index.ts';
import type { OrgScope } from '../../platform/org-scope.ts';

export type NewHit = typeof screeningHits.$inferInsert;
export type HitRow = typeof screeningHits.$inferSelect;

/**
 * Writes the hits; a pair already raised with the same record and entry content is left as it
 * is. Answers the new ones.
 */
export async function insertHits(exec: Executor, rows: readonly NewHit[]) {
  if (rows.length === 0) return [];
  return exec
    .insert(screeningHits)
    .values([...rows])
    .onConflictDoNothing()
    .returning({
      id: screeningHits.id,
      organizationId: screeningHits.organizationId,
      source: screeningHits.source,
      reference: screeningHits.reference,
    });
}

const OPEN = ['Pending', 'TrueMatchProposed'];

export async function openHitsOf(exec: Executor, recordIds: readonly string[]): Promise<HitRow[]> {
  if (recordIds.length === 0) return [];
  return exec
    .select()
    .from(screeningHits)
    .where(and(inArray(screeningHits.recordId, [...recordIds]), inArray(screeningHits.status, OPEN)))
    .orderBy(desc(screeningHits.score), screeningHits.reference, screeningHits.id);
}

/** The hits of the records, decided ones too, newest first. */
export async function hitsOfRecords(
  exec: Executor,
  recordIds: readonly string[],
  limit: number,
): Promise<HitRow[]> {
  if (recordIds.length === 0) return [];
  return exec
    .select()
    .from(screeningHits)
    .where(inArray(screeningHits.recordId, [...recordIds]))
    .orderBy(desc(screeningHits.createdAt), desc(screeningHits.id))
    .limit(limit);
}

/** How many hits of the records are in each status that holds them (open, or a true match). */
export async function holdingHits(exec: Executor, recordIds: readonly string[]) {
  if (recordIds.length === 0) return [];
  return exec
    .select({ status: screeningHits.status, n: count() })
    .from(screeningHits)
    .where(
      and(
        inArray(screeningHits.recordId, [...recordIds]),
        inArray(screeningHits.status, [...OPEN, 'TrueMatch']),
      ),
    )
    .groupBy(screeningHits.status);
}

/** The holding hits of each record, counted by status. */
export async function holdingHitsByRecord(exec: Executor, recordIds: readonly string[]) {
  if (recordIds.length === 0) return [];
  return exec
    .select({ recordId: screeningHits.recordId, status: screeningHits.status, n: count() })
    .from(screeningHits)
    .where(
      and(
        inArray(screeningHits.recordId, [...recordIds]),
        inArray(screeningHits.status, [...OPEN, 'TrueMatch']),
      ),
    )
    .groupBy(screeningHits.recordId, screeningHits.status);
}

const inOrganizations = (scope: OrgScope): SQL | undefined =>
  scope.all ? undefined : inArray(screeningHits.organizationId, [...scope.organizationIds]);

export async function listHits(
  exec: Executor,
  scope: OrgScope,
  filter: { status?: string | undefined; source?: string | undefined },
  page: { limit: number; offset: number },
) {
  if (!scope.all && scope.organizationIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inOrganizations(scope),
    filter.status ? eq(screeningHits.status, filter.status) : undefined,
    filter.source ? eq(screeningHits.source, filter.source) : undefined,
  );
  const rows = await exec
    .select()
    .from(screeningHits)
    .where(where)
    .orderBy(desc(screeningHits.createdAt), desc(screeningHits.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await exec.select({ n: count() }).from(screeningHits).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function getHit(exec: Executor, id: string): Promise<HitRow | null> {
  const [row] = await exec.select().from(screeningHits).where(eq(screeningHits.id, id));
  return row ?? null;
}

/** The entry a hit was raised on, as its parser read it, and whether it is still in force. */
export async function entryOfHit(exec: Executor, entryId: string) {
  const [row] = await exec
    .select({ entry: screeningEntries.entry, removedVersionId: screeningEntries.removedVersionId })
    .from(screeningEntries)
    .where(eq(screeningEntries.id, entryId));
  return row ?? null;
}

/** Moves a hit from the status it was read in; null when another decision came first. */
export async function decideHit(
  exec: Executor,
  id: string,
  from: string,
  values: Pick<HitRow, 'status' | 'proposedBy' | 'proposedAt' | 'decidedBy' | 'reason' | 'decidedAt'>,
): Promise<HitRow | null> {
  const [row] = await exec
    .update(screeningHits)
    .set(values)
    .where(and(eq(screeningHits.id, id), eq(screeningHits.status, from)))
    .returning();
  return row ?? null;
}

/** Open hits on entries no longer in force (delisted): closed by the import that removed them. */
export async function closeHitsOfRemoved(
  exec: Executor,
  source: string,
  at: Date,
  by: string,
): Promise<void> {
  await exec.execute(sql`
    update screening_hits h set status = 'Closed', decided_by = ${by}, decided_at = ${at},
      reason = 'The entry is no longer on the list'
    from screening_entries e
    where e.id = h.entry_id and e.source = ${source} and e.removed_version_id is not null
      and h.status in ('Pending', 'TrueMatchProposed')`);
}
