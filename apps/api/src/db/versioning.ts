import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { fail } from '../kernel/errors.ts';
import type { Executor } from './client.ts';

/** A table carrying the base fields of spec 1 §3. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  rowVersion: PgColumn;
  isDeleted: PgColumn;
  timeStamp: PgColumn;
};

/** The base fields a new record gets from who creates it and when (the injected clock). */
export const created = (by: { userName: string; at: Date }) => ({
  createdBy: by.userName,
  createdAt: by.at,
  timeStamp: by.at,
});

/** The live (not soft-deleted) record with this id. */
export const live = (table: VersionedTable, id: string): SQL =>
  and(eq(table.id, id), not(table.isDeleted)) as SQL;

/**
 * Updates one record if its rowVersion is still the one the caller read, and bumps it.
 * A stale version is a 409; a missing or deleted record a 404.
 */
export async function updateVersioned<T extends VersionedTable>(
  exec: Executor,
  table: T,
  id: string,
  rowVersion: number,
  values: PgUpdateSetSource<T>,
  now: Date,
): Promise<T['$inferSelect']> {
  const set = {
    ...values,
    rowVersion: sql`${table.rowVersion} + 1`,
    timeStamp: now,
  } as PgUpdateSetSource<T>;
  const rows = (await exec
    .update(table)
    .set(set)
    .where(and(live(table, id), eq(table.rowVersion, rowVersion)))
    .returning()) as T['$inferSelect'][];
  if (rows[0]) return rows[0];
  const source: PgTable = table;
  const existing = await exec.select({ id: table.id }).from(source).where(live(table, id));
  throw existing.length > 0 ? fail.conflict() : fail.notFound();
}

/** Soft delete: the record stays for the audit trail but is gone from every list. */
export async function softDelete<T extends VersionedTable>(
  exec: Executor,
  table: T,
  id: string,
  now: Date,
): Promise<void> {
  const set = {
    isDeleted: true,
    rowVersion: sql`${table.rowVersion} + 1`,
    timeStamp: now,
  } as PgUpdateSetSource<T>;
  const rows = await exec.update(table).set(set).where(live(table, id)).returning({ id: table.id });
  if (rows.length === 0) throw fail.notFound();
}

/** What a caller gives for a new record: everything but the base fields. */
export type NewRecord<T extends VersionedTable> = Omit<
  T['$inferInsert'],
  'id' | 'rowVersion' | 'isDeleted' | 'createdAt' | 'createdBy' | 'timeStamp'
>;

/** Inserts a record stamped with who creates it and when; answers the stored row. */
export async function insertCreated<T extends VersionedTable>(
  exec: Executor,
  table: T,
  values: NewRecord<T>,
  by: { userName: string; at: Date },
): Promise<T['$inferSelect']> {
  const rows = (await exec
    .insert(table)
    .values({ ...values, ...created(by) } as T['$inferInsert'])
    .returning()) as T['$inferSelect'][];
  return rows[0]!;
}
