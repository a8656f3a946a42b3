import { and, asc, eq, gt, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  directoryAccessRequests,
  directoryIdentities,
  directoryMappings,
  directorySignIns,
  roles,
  userBranches,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { created } from '../../db/versioning.ts';

export type SignInRow = typeof directorySignIns.$inferSelect;
type By = { userName: string; at: Date };

export async function insertSignIn(
  exec: Executor,
  values: Pick<SignInRow, 'tenant' | 'stateHash' | 'nonce' | 'codeVerifier' | 'createdAt' | 'expiresAt'>,
): Promise<void> {
  await exec.insert(directorySignIns).values(values);
}

/** Takes a started sign-in by its state, once: a second callback with it finds nothing. */
export async function claimSignIn(
  exec: Executor,
  tenant: string,
  stateHash: string,
  now: Date,
): Promise<SignInRow | null> {
  const [row] = await exec
    .update(directorySignIns)
    .set({ usedAt: now })
    .where(
      and(
        eq(directorySignIns.tenant, tenant),
        eq(directorySignIns.stateHash, stateHash),
        isNull(directorySignIns.usedAt),
        gt(directorySignIns.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordSignedIn(
  exec: Executor,
  id: string,
  values: Pick<SignInRow, 'userId' | 'subject' | 'sid' | 'idToken' | 'secondFactor'>,
): Promise<void> {
  await exec.update(directorySignIns).set(values).where(eq(directorySignIns.id, id));
}

export async function setTicket(exec: Executor, id: string, ticketHash: string, expiresAt: Date) {
  await exec
    .update(directorySignIns)
    .set({ ticketHash, ticketExpiresAt: expiresAt })
    .where(eq(directorySignIns.id, id));
}

/** A sign-in waiting for its authenticator code, while its ticket is good. */
export async function findByTicket(
  exec: Executor,
  tenant: string,
  ticketHash: string,
  now: Date,
): Promise<SignInRow | null> {
  const [row] = await exec
    .select()
    .from(directorySignIns)
    .where(
      and(
        eq(directorySignIns.tenant, tenant),
        eq(directorySignIns.ticketHash, ticketHash),
        isNull(directorySignIns.ticketUsedAt),
        gt(directorySignIns.ticketExpiresAt, now),
      ),
    );
  return row ?? null;
}

/** Spends a ticket; false when another request spent it first. */
export async function spendTicket(exec: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await exec
    .update(directorySignIns)
    .set({ ticketUsedAt: now })
    .where(and(eq(directorySignIns.id, id), isNull(directorySignIns.ticketUsedAt)))
    .returning({ id: directorySignIns.id });
  return rows.length > 0;
}

/** The live user a directory account is, if it has signed in before. */
export async function userOfSubject(exec: Executor, tenant: string, subject: string) {
  const [row] = await exec
    .select({ user: users })
    .from(directoryIdentities)
    .innerJoin(users, eq(users.id, directoryIdentities.userId))
    .where(
      and(
        eq(directoryIdentities.tenant, tenant),
        eq(directoryIdentities.subject, subject),
        not(users.isDeleted),
      ),
    );
  return row?.user ?? null;
}

export async function touchIdentity(exec: Executor, tenant: string, subject: string, at: Date) {
  await exec
    .update(directoryIdentities)
    .set({ lastSignInAt: at })
    .where(and(eq(directoryIdentities.tenant, tenant), eq(directoryIdentities.subject, subject)));
}

/** The live mappings of these groups, with their live roles only. */
export async function mappingsOfGroups(exec: Executor, tenant: string, groups: string[]) {
  if (groups.length === 0) return [];
  const rows = await exec
    .select({
      organizationId: directoryMappings.organizationId,
      branchId: directoryMappings.branchId,
      roleIds: directoryMappings.roleIds,
    })
    .from(directoryMappings)
    .where(
      and(
        eq(directoryMappings.tenant, tenant),
        inArray(directoryMappings.groupName, groups),
        not(directoryMappings.isDeleted),
      ),
    )
    .orderBy(asc(directoryMappings.groupName), asc(directoryMappings.createdAt));
  const wanted = [...new Set(rows.flatMap((r) => r.roleIds))];
  const live =
    wanted.length === 0
      ? []
      : await exec
          .select({ id: roles.id })
          .from(roles)
          .where(and(inArray(roles.id, wanted), not(roles.isDeleted)));
  const liveIds = new Set(live.map((r) => r.id));
  return rows.map((r) => ({ ...r, roleIds: r.roleIds.filter((id) => liveIds.has(id)) }));
}

export async function userNameTaken(exec: Executor, userName: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, not(users.isDeleted)));
  return Boolean(row);
}

/**
 * Creates the console user of a directory account with its roles and one branch per
 * organization, and links it to the subject; returns the user's id.
 */
export async function createDirectoryUser(
  exec: Executor,
  input: {
    tenant: string;
    subject: string;
    userName: string;
    phone: string;
    email: string | null;
    passwordHash: string;
    roleIds: string[];
    branches: { organizationId: string; branchId: string }[];
  },
  by: By,
): Promise<string> {
  const [user] = await exec
    .insert(users)
    .values({
      userName: input.userName,
      phone: input.phone,
      email: input.email,
      passwordHash: input.passwordHash,
      ...created(by),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('User not created');
  if (input.roleIds.length > 0)
    await exec.insert(userRoles).values(
      input.roleIds.map((roleId) => ({
        userId: user.id,
        roleId,
        createdBy: by.userName,
        createdAt: by.at,
      })),
    );
  for (const b of input.branches)
    await exec.insert(userBranches).values({ userId: user.id, ...b, ...created(by) });
  await exec.insert(directoryIdentities).values({
    tenant: input.tenant,
    subject: input.subject,
    userId: user.id,
    createdAt: by.at,
    lastSignInAt: by.at,
  });
  await exec
    .update(directoryAccessRequests)
    .set({ grantedAt: by.at })
    .where(
      and(
        eq(directoryAccessRequests.tenant, input.tenant),
        eq(directoryAccessRequests.subject, input.subject),
      ),
    );
  return user.id;
}

/** Puts a directory account without access in the administrators' queue, or refreshes it there. */
export async function requestAccess(
  exec: Executor,
  input: { tenant: string; subject: string; userName: string; groups: string[] },
  at: Date,
): Promise<void> {
  await exec
    .insert(directoryAccessRequests)
    .values({ ...input, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [directoryAccessRequests.tenant, directoryAccessRequests.subject],
      set: { userName: input.userName, groups: input.groups, lastSeenAt: at, grantedAt: null },
    });
}
