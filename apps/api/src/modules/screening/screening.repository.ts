import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { screeningEntries, screeningListVersions } from '../../db/schema/index.ts';

/** One import at a time per list: the second waits for the first's commit, then compares with it. */
export async function lockList(exec: Executor, source: string): Promise<void> {
  await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`screening-list:${source}`}))`);
}

/** The entries a list ever had, with what decides whether an import changes them. */
export async function knownEntries(exec: Executor, source: string) {
  return exec
    .select({
      id: screeningEntries.id,
      reference: screeningEntries.reference,
      contentHash: screeningEntries.contentHash,
      removedVersionId: screeningEntries.removedVersionId,
    })
    .from(screeningEntries)
    .where(eq(screeningEntries.source, source));
}

export type NewVersion = typeof screeningListVersions.$inferInsert;
export type NewEntry = typeof screeningEntries.$inferInsert;

export async function insertVersion(exec: Executor, version: NewVersion): Promise<string> {
  const [row] = await exec
    .insert(screeningListVersions)
    .values(version)
    .returning({ id: screeningListVersions.id });
  if (!row) throw new Error('the list version was not written');
  return row.id;
}

const BATCH = 500;

export async function insertEntries(exec: Executor, rows: readonly NewEntry[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await exec.insert(screeningEntries).values(rows.slice(i, i + BATCH));
}

/** An entry the new version brings back or changes: its content, and the version that did. */
export async function updateEntry(
  exec: Executor,
  id: string,
  values: Pick<
    NewEntry,
    'kind' | 'name' | 'entry' | 'contentHash' | 'changedVersionId' | 'removedVersionId' | 'delistedOn'
  > &
    Partial<Pick<NewEntry, 'addedVersionId'>>,
): Promise<void> {
  await exec.update(screeningEntries).set(values).where(eq(screeningEntries.id, id));
}

/** Entries delisted or gone from the list: removed by the version. */
export async function removeEntries(
  exec: Executor,
  removed: readonly {
    id: string;
    delistedOn: string | null;
    entry?: Record<string, unknown>;
    contentHash?: string;
  }[],
  versionId: string,
): Promise<void> {
  const plain = removed.filter((r) => r.entry === undefined).map((r) => r.id);
  for (let i = 0; i < plain.length; i += BATCH)
    await exec
      .update(screeningEntries)
      .set({ removedVersionId: versionId })
      .where(inArray(screeningEntries.id, plain.slice(i, i + BATCH)));
  for (const r of removed)
    if (r.entry !== undefined)
      await exec
        .update(screeningEntries)
        .set({
          removedVersionId: versionId,
          delistedOn: r.delistedOn,
          entry: r.entry,
          contentHash: r.contentHash ?? '',
        })
        .where(eq(screeningEntries.id, r.id));
}

const versionColumns = {
  versionId: screeningListVersions.id,
  source: screeningListVersions.source,
  entries: screeningListVersions.entries,
  added: screeningListVersions.added,
  removed: screeningListVersions.removed,
  changed: screeningListVersions.changed,
  generatedAt: screeningListVersions.generatedAt,
  fileName: screeningListVersions.fileName,
  createdAt: screeningListVersions.createdAt,
  createdBy: screeningListVersions.createdBy,
};

/** The version of a list in force: its last import. */
export async function latestVersion(exec: Executor, source: string) {
  const [row] = await exec
    .select(versionColumns)
    .from(screeningListVersions)
    .where(eq(screeningListVersions.source, source))
    .orderBy(desc(screeningListVersions.seq))
    .limit(1);
  return row ?? null;
}

export async function listVersions(exec: Executor, limit: number) {
  return exec
    .select(versionColumns)
    .from(screeningListVersions)
    .orderBy(desc(screeningListVersions.seq))
    .limit(limit);
}

/** The last import of any list: the entries in force change only with it. */
export async function lastImport(exec: Executor): Promise<number> {
  const [row] = await exec
    .select({ seq: sql<number | null>`max(${screeningListVersions.seq})`.mapWith(Number) })
    .from(screeningListVersions);
  return row?.seq ?? 0;
}

/** Every entry in force, of every list. */
export async function entriesInForce(exec: Executor) {
  return exec
    .select({
      id: screeningEntries.id,
      source: screeningEntries.source,
      entry: screeningEntries.entry,
      contentHash: screeningEntries.contentHash,
    })
    .from(screeningEntries)
    .where(and(isNull(screeningEntries.removedVersionId)));
}

/** The entries a version added or changed that are still in force: what a re-screening compares. */
export async function entriesChangedIn(exec: Executor, versionId: string) {
  return exec
    .select({
      id: screeningEntries.id,
      source: screeningEntries.source,
      entry: screeningEntries.entry,
      contentHash: screeningEntries.contentHash,
    })
    .from(screeningEntries)
    .where(and(eq(screeningEntries.changedVersionId, versionId), isNull(screeningEntries.removedVersionId)));
}

/** The hash of the file the list's latest version was read from, or null before its first. */
export async function latestFileSha256(exec: Executor, source: string): Promise<string | null> {
  const [row] = await exec
    .select({ fileSha256: screeningListVersions.fileSha256 })
    .from(screeningListVersions)
    .where(eq(screeningListVersions.source, source))
    .orderBy(desc(screeningListVersions.seq))
    .limit(1);
  return row?.fileSha256 ?? null;
}
