import type { Tx } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { endUserSessions } from '../../platform/auth/sessions.ts';
import * as branches from './user-branches.repository.ts';
import { findUserById, heldRoles, removeUserRole, updateUser } from './users.repository.ts';

const labelOf = (m: { organizationName: string; branchCode: string; branchName: string }) =>
  `${m.organizationName} / ${m.branchCode} ${m.branchName}`;

/**
 * Takes a role from a user within the caller's transaction, as the users screen's removal does
 * (immediate: removing access never waits for a second person): the user's rowVersion moves on,
 * their sessions end, the activity keeps the roles before and after. False when the role was no
 * longer held.
 */
export async function revokeRole(
  tx: Tx,
  userId: string,
  roleId: string,
  by: Actor,
  remarks: string,
): Promise<boolean> {
  const target = await findUserById(tx, userId);
  if (!target) return false;
  const held = await heldRoles(tx, userId);
  if (!(await removeUserRole(tx, userId, roleId))) return false;
  await updateUser(tx, userId, target.rowVersion, {}, by.at);
  await endUserSessions(tx, [userId], 'roles changed', by.at);
  await recordActivity(tx, by, {
    type: 'User',
    organizationId: null,
    event: 'RoleRemoved',
    remarks,
    targetType: 'User',
    targetId: userId,
    changes: fieldChanges(
      { roles: held.map((r) => r.name) },
      { roles: held.filter((r) => r.id !== roleId).map((r) => r.name) },
    ),
  });
  return true;
}

/**
 * Removes a branch mapping within the caller's transaction, at once, ending the user's sessions;
 * false when it was already gone. `remarks` defaults to the mapping's label.
 */
export async function revokeBranchMapping(
  tx: Tx,
  mappingId: string,
  by: Actor,
  remarks?: string,
): Promise<boolean> {
  const mapping = await branches.mappingById(tx, mappingId);
  if (!mapping) return false;
  await branches.removeMapping(tx, mappingId, by.at);
  await endUserSessions(tx, [mapping.userId], 'branch changed', by.at);
  await recordActivity(tx, by, {
    type: 'User',
    organizationId: null,
    event: 'BranchUnmapped',
    remarks: remarks ?? labelOf(mapping),
    targetType: 'User',
    targetId: mapping.userId,
    changes: [{ field: 'branch', old: labelOf(mapping), new: null }],
  });
  return true;
}
