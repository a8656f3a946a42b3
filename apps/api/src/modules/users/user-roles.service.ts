import type { Executor } from '../../db/client.ts';
import * as repo from './users.repository.ts';

/**
 * Who holds which role is the users area's record; the roles area calls this when a role is
 * removed, inside its own transaction.
 */
export const removeRoleFromEveryone = (exec: Executor, roleId: string) =>
  repo.removeRoleFromAll(exec, roleId);
