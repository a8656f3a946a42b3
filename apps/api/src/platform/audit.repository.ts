import type { Executor } from '../db/client.ts';
import { activityEvents } from '../db/schema/index.ts';

export async function insertActivity(exec: Executor, row: typeof activityEvents.$inferInsert): Promise<void> {
  await exec.insert(activityEvents).values(row);
}
export type { FieldChange } from '../db/schema/index.ts';
