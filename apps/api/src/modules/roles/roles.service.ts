import {
  type ActivityEvent,
  messages,
  permissionGroups,
  type EndpointBody,
  type EndpointQuery,
  type rolesApi,
} from '@console/contract';
import type { Db, Tx } from '../../db/client.ts';
import { created } from '../../db/versioning.ts';
import { askedByRemark, type AdminChangeRow, type AdminChanges } from '../admin-changes/index.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { endRoleSessions } from '../../platform/auth/sessions.ts';
import { fail } from '../../kernel/errors.ts';
import { removeRoleFromEveryone } from '../users/index.ts';
import * as repo from './roles.repository.ts';

type Api = typeof rolesApi;
type RoleFields = { name: string; description: string; permissions: string[] };

/** What a role change sets, as stored in its pending change. */
const roleFields = (r: { description: string; permissions: readonly string[] }) => ({
  description: r.description,
  permissions: [...new Set(r.permissions)].sort(),
});

/**
 * Roles. Creating or editing one grants access, so it waits for a second person: the request
 * stores the before and after, and the approval applies it. Removing a role is immediate.
 */
export class RolesService {
  constructor(private readonly d: { db: Db; changes: AdminChanges }) {
    d.changes.handle('CreateRole', this.applyCreate);
    d.changes.handle('EditRole', this.applyEdit);
  }

  async list(q: EndpointQuery<Api['listRoles']>) {
    return repo.listRoles(this.d.db, q);
  }

  lookup = () => repo.lookupRoles(this.d.db);
  groups = () => Promise.resolve(permissionGroups);

  async create(body: EndpointBody<Api['createRole']>, by: Actor) {
    if (await repo.roleNameTaken(this.d.db, body.name)) throw fail.conflict(messages.roleNameTaken);
    const after = { name: body.name, ...roleFields(body) };
    return this.d.changes.propose(this.d.db, by, {
      kind: 'CreateRole',
      targetType: 'Role',
      targetId: null,
      targetName: body.name,
      before: {},
      after,
      payload: after,
    });
  }

  /** The name stays. The client's rowVersion must still be the role's: a stale one is a 409 now. */
  async update(id: string, body: EndpointBody<Api['updateRole']>, by: Actor) {
    const role = (await repo.getRole(this.d.db, id)) ?? fail.notFound().throwIt();
    if (role.rowVersion !== body.rowVersion) throw fail.conflict();
    const after = roleFields(body);
    return this.d.changes.propose(this.d.db, by, {
      kind: 'EditRole',
      targetType: 'Role',
      targetId: id,
      targetName: role.name,
      targetVersion: role.rowVersion,
      before: roleFields(role),
      after,
      payload: after,
    });
  }

  private readonly applyCreate = async (tx: Tx, change: AdminChangeRow, by: Actor): Promise<string> => {
    const fields = change.payload as RoleFields;
    if (await repo.roleNameTaken(tx, fields.name)) throw fail.conflict(messages.roleNameTaken);
    const roleId = await repo.insertRole(tx, {
      ...fields,
      ...created({ userName: change.requestedBy, at: by.at }),
    });
    await this.audit(tx, by, change, roleId, 'Created');
    return roleId;
  };

  /** A change of permissions ends the sessions of everyone holding the role. */
  private readonly applyEdit = async (tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> => {
    const id = change.targetId ?? fail.conflict().throwIt();
    const fields = change.payload as Omit<RoleFields, 'name'>;
    await repo.updateRole(tx, id, change.targetVersion ?? 0, fields, by.at);
    await endRoleSessions(tx, id, 'role permissions changed', by.at);
    await this.audit(tx, by, change, id, 'Updated');
  };

  private audit(tx: Tx, by: Actor, change: AdminChangeRow, roleId: string, event: ActivityEvent) {
    return recordActivity(tx, by, {
      type: 'Role',
      organizationId: null,
      event,
      remarks: askedByRemark(change),
      targetType: 'Role',
      targetId: roleId,
      changes: fieldChanges(change.before, change.after),
    });
  }

  async remove(id: string, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const role = await repo.getRole(tx, id);
      if (!role) throw fail.notFound();
      await endRoleSessions(tx, id, 'role removed', by.at);
      await removeRoleFromEveryone(tx, id);
      await repo.removeRole(tx, id, by.at);
      await recordActivity(tx, by, {
        type: 'Role',
        organizationId: null,
        event: 'Removed',
        remarks: role.name,
        targetType: 'Role',
        targetId: id,
        changes: fieldChanges({ name: role.name, ...roleFields(role) }, {}),
      });
    });
  }
}
