import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** What a notification says: its kind, its words, and the screen it points to. */
export interface Notice {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

/** Gives each of `userIds` the notice, in the caller's transaction. */
export async function notify(
  exec: Executor,
  userIds: readonly string[],
  notice: Notice,
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await exec.insert(notifications).values(userIds.map((userId) => ({ userId, ...notice, createdAt: at })));
}
