import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

interface Page {
  limit: number;
  offset: number;
}

/**
 * One user's notifications, unread first and newest first within each: the order of
 * notifications_user_idx, so a page is read straight off the index; the id settles ties between
 * notices written in one transaction.
 */
export async function listNotifications(exec: Executor, userId: string, page: Page) {
  const mine = eq(notifications.userId, userId);
  const rows = await exec
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(mine)
    .orderBy(
      sql`(${notifications.readAt} is not null)`,
      desc(notifications.createdAt),
      desc(notifications.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await exec.select({ n: count() }).from(notifications).where(mine);
  return { rows, total: total?.n ?? 0 };
}

/** How many of the user's notifications are unread (the partial notifications_unread_idx). */
export async function countUnread(exec: Executor, userId: string): Promise<number> {
  const [row] = await exec
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the user's unread notifications read at `at`: those of `ids`, or all when `ids` is
 * undefined. Note: the user's own rows only, so an id of someone else's notice changes nothing;
 * one already read keeps the time it was first read.
 */
export async function markRead(
  exec: Executor,
  userId: string,
  ids: readonly string[] | undefined,
  at: Date,
): Promise<void> {
  if (ids?.length === 0) return;
  await exec
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    );
}
