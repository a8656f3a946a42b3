import { lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';

/**
 * Counts one attempt under this key in one statement, so that concurrent attempts through any
 * process each get their own number: the first attempt after a window has ended opens a new one,
 * ending at `windowEndsAt`. Answers the count so far in the current window and when it ends.
 */
export async function countAttempt(
  exec: Executor,
  key: string,
  now: Date,
  windowEndsAt: Date,
): Promise<{ attempts: number; windowEndsAt: Date }> {
  const ended = sql`${signInAttempts.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await exec
    .insert(signInAttempts)
    .values({ key, attempts: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        attempts: sql`case when ${ended} then 1 else ${signInAttempts.attempts} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${signInAttempts.windowEndsAt} end`,
      },
    })
    .returning({ attempts: signInAttempts.attempts, windowEndsAt: signInAttempts.windowEndsAt });
  if (!row) throw new Error('The attempt was not counted');
  return row;
}

/** Removes the windows that ended by `now`; the index on their end keeps this a range scan. */
export async function purgeEndedWindows(exec: Executor, now: Date): Promise<void> {
  await exec.delete(signInAttempts).where(lte(signInAttempts.windowEndsAt, now));
}
