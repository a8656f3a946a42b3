import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

/**
 * The database's time now, in epoch milliseconds. The job queue schedules and retries by it; a
 * test that waits on the queue compares with it, not with its own clock, which may differ (a
 * PostgreSQL server started for the tests keeps the real time when the suite's is moved ahead).
 */
export async function databaseNow(database: Database): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(
    database.db,
    sql`select extract(epoch from now())::float8 * 1000 as ms`,
  );
  if (!row) throw new Error('the database gave no time');
  return row.ms;
}
