import type { Executor } from '../../db/client.ts';
import * as repo from './sessions.repository.ts';
import { SESSION_ABSOLUTE_MS, type LookupRow, type SessionRow } from './sessions.repository.ts';

export { createSession, replaceTokenId, type LookupRow, type SessionRow } from './sessions.repository.ts';

/** A session ends after 15 minutes idle (DESIGN §5), or after SESSION_ABSOLUTE_MS in all. */
export const SESSION_IDLE_MS = 15 * 60 * 1000;
/** last_seen_at is written at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 15 * 1000;

/** A session's limits in force (the security policies): idle time and time in all. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export const defaultLimits: SessionLimits = { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS };

/**
 * Whether a session read earlier has gone idle or past its absolute end by now. A shorter limit
 * approved later applies to the sessions already open; a longer one to those opened after it.
 */
export function timedOut(
  s: SessionRow,
  now: Date,
  limits: SessionLimits = defaultLimits,
): 'idle' | 'expired' | null {
  if (now.getTime() - s.lastSeenAt.getTime() > limits.idleMs) return 'idle';
  if (now.getTime() - s.createdAt.getTime() >= limits.absoluteMs) return 'expired';
  return now >= s.expiresAt ? 'expired' : null;
}

/**
 * Records activity on a session, at most every few seconds; returns whether it wrote. The requests
 * of one session that read it before the first of them wrote would each write again: the database
 * keeps only the first, and the others change nothing.
 */
export async function touchSession(exec: Executor, s: SessionRow, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - TOUCH_EVERY_MS);
  if (s.lastSeenAt >= due) return false;
  return repo.markSeen(exec, s.id, now, due);
}

/**
 * The session if it is live now (its user active) and `tokenId` is the token it holds; an idle or
 * expired one is ended. A replaced token is refused before it counts as activity.
 */
export async function liveSession(
  exec: Executor,
  id: string,
  tokenId: string,
  now: Date,
  limits: SessionLimits = defaultLimits,
): Promise<LookupRow | null> {
  const row = await repo.readSession(exec, id);
  if (!row || row.session.tokenId !== tokenId) return null;
  const ended = timedOut(row.session, now, limits);
  if (ended) {
    await endSession(exec, id, ended, now);
    return null;
  }
  await touchSession(exec, row.session, now);
  return row;
}

/** Ends a session; answers the directory sign-in that opened it (null for a local one). */
export async function endSession(
  exec: Executor,
  id: string,
  reason: string,
  now: Date,
): Promise<{ directorySignInId: string | null } | null> {
  return repo.endOne(exec, id, reason, now);
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
  await repo.endOfUsers(exec, userIds, reason, now);
}

/** Ends the sessions of everyone holding a role whose permissions changed. */
export async function endRoleSessions(
  exec: Executor,
  roleId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await repo.endOfRole(exec, roleId, reason, now);
}
