import { aliasedTable, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, userRoles, users } from '../../db/schema/index.ts';
import { PreparedShapes } from '../prepared-shapes.ts';

/** A session ends after 15 minutes idle or 10 hours in all (DESIGN §5). */
export const SESSION_IDLE_MS = 15 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 10 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 15 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(
  exec: Executor,
  input: { userId: string; actorUserId?: string | null; address?: string | null; now: Date },
): Promise<SessionRow> {
  const [row] = await exec
    .insert(sessions)
    .values({
      userId: input.userId,
      actorUserId: input.actorUserId ?? null,
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_MS),
      address: input.address ?? null,
    })
    .returning();
  if (!row) throw new Error('Session not created');
  return row;
}

export interface LookupRow {
  session: SessionRow;
  active: boolean;
  actorName: string | null;
}
const lookups = new PreparedShapes<LookupRow[]>('live_session');
const actors = aliasedTable(users, 'actors');

/**
 * The session as stored, if it has not ended and its user is active; not yet checked for time.
 * Every authenticated request may run this: prepared once per database, never rebuilt.
 */
export async function readSession(exec: Executor, id: string): Promise<LookupRow | null> {
  const [row] = await lookups.run(exec, 'by id', { id }, (bind) =>
    exec
      .select({ session: sessions, active: users.isActive, actorName: actors.userName })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(actors, eq(actors.id, sessions.actorUserId))
      .where(and(eq(sessions.id, bind('id', id)), isNull(sessions.endedAt))),
  );
  return row?.active ? row : null;
}

/** Whether a session read earlier has gone idle or past its absolute end by now. */
export function timedOut(s: SessionRow, now: Date): 'idle' | 'expired' | null {
  if (now.getTime() - s.lastSeenAt.getTime() > SESSION_IDLE_MS) return 'idle';
  return now >= s.expiresAt ? 'expired' : null;
}

/** Records activity on a session, at most every few seconds; returns whether it wrote. */
export async function touchSession(exec: Executor, s: SessionRow, now: Date): Promise<boolean> {
  if (now.getTime() - s.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return false;
  await exec.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, s.id));
  return true;
}

/** What ended, as told to the processes' memories of live sessions. */
export type SessionsEnded = { sessionId: string } | { userIds: string[] } | { all: true };
const endListeners = new Set<(ended: SessionsEnded) => void>();

/**
 * Tells this process at once that sessions end (the database tells every process again on
 * commit); returns how to stop listening.
 */
export function onSessionsEnded(listener: (ended: SessionsEnded) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}
const announce = (ended: SessionsEnded) => endListeners.forEach((listener) => listener(ended));

export async function endSession(exec: Executor, id: string, reason: string, now: Date): Promise<void> {
  announce({ sessionId: id });
  await exec
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

/**
 * Ends every live session of these users at once (password, roles, status, 2FA or branch changed);
 * view-as sessions of them too. The next request with an old token gets 401.
 */
export async function endUserSessions(
  exec: Executor,
  userIds: string[],
  reason: string,
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  announce({ userIds });
  await exec
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(isNull(sessions.endedAt), inArray(sessions.userId, userIds)));
}

/** Ends the sessions of everyone holding a role whose permissions changed. */
export async function endRoleSessions(
  exec: Executor,
  roleId: string,
  reason: string,
  now: Date,
): Promise<void> {
  announce({ all: true });
  await exec
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        isNull(sessions.endedAt),
        inArray(
          sessions.userId,
          sql`(select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${roleId})`,
        ),
      ),
    );
}
