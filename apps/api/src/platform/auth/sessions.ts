import { aliasedTable, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, userRoles, users } from '../../db/schema/index.ts';

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

interface LookupRow {
  session: SessionRow;
  active: boolean;
  actorName: string | null;
}
const lookups = new WeakMap<Executor, ReturnType<typeof prepareLookup>>();

/** Every authenticated request runs this: prepared once per database, never rebuilt. */
function prepareLookup(exec: Executor) {
  const actors = aliasedTable(users, 'actors');
  return exec
    .select({ session: sessions, active: users.isActive, actorName: actors.userName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(actors, eq(actors.id, sessions.actorUserId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.endedAt)))
    .prepare('live_session');
}

/** The session if it is still live now; an idle or expired one is ended on the way. */
export async function liveSession(
  exec: Executor,
  id: string,
  now: Date,
): Promise<(SessionRow & { actorName: string | null }) | null> {
  let lookup = lookups.get(exec);
  if (!lookup) lookups.set(exec, (lookup = prepareLookup(exec)));
  const [row] = (await lookup.execute({ id })) as LookupRow[];
  if (!row || !row.active) return null;
  const s = row.session;
  const idle = now.getTime() - s.lastSeenAt.getTime() > SESSION_IDLE_MS;
  if (idle || now >= s.expiresAt) {
    await endSession(exec, id, idle ? 'idle' : 'expired', now);
    return null;
  }
  if (now.getTime() - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await exec.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { ...s, actorName: row.actorName };
}

export async function endSession(exec: Executor, id: string, reason: string, now: Date): Promise<void> {
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
