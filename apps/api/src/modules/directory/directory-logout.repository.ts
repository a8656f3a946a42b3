import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { directorySignIns, sessions, users } from '../../db/schema/index.ts';
import type { LogoutOf } from './logout-token.ts';

/** The tenant and ID token of a directory sign-in, the hint of its sign-out at the directory. */
export async function idTokenOf(exec: Executor, signInId: string) {
  const [row] = await exec
    .select({ tenant: directorySignIns.tenant, idToken: directorySignIns.idToken })
    .from(directorySignIns)
    .where(eq(directorySignIns.id, signInId));
  return row?.idToken ? { tenant: row.tenant, idToken: row.idToken } : null;
}

/** The directory's sign-ins of one session (`sid`), of one person (`sub`), or of both at once. */
const signInsOf = (tenant: string, of: LogoutOf): SQL => {
  const where = [eq(directorySignIns.tenant, tenant)];
  if (of.sid) where.push(eq(directorySignIns.sid, of.sid));
  if (of.sub) where.push(eq(directorySignIns.subject, of.sub));
  return and(...where) as SQL;
};

/**
 * Ends the live sessions that these directory sign-ins opened, and spends the tickets of those
 * still waiting for our authenticator code, so that none opens a session afterwards. Answers
 * the names of the users whose sessions ended, one per session.
 */
export async function endDirectorySessions(
  exec: Executor,
  tenant: string,
  of: LogoutOf,
  reason: string,
  now: Date,
): Promise<string[]> {
  const matching = exec
    .select({ id: directorySignIns.id })
    .from(directorySignIns)
    .where(signInsOf(tenant, of));
  await exec
    .update(directorySignIns)
    .set({ ticketUsedAt: now })
    .where(
      and(
        signInsOf(tenant, of),
        isNotNull(directorySignIns.ticketHash),
        isNull(directorySignIns.ticketUsedAt),
      ),
    );
  const ended = await exec
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(isNull(sessions.endedAt), inArray(sessions.directorySignInId, matching)))
    .returning({ userId: sessions.userId });
  if (ended.length === 0) return [];
  const names = await exec
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.id,
        ended.map((e) => e.userId),
      ),
    );
  const byId = new Map(names.map((n) => [n.id, n.userName]));
  return ended.map((e) => byId.get(e.userId) ?? 'directory');
}
