import {
  messages,
  permissionGroups,
  type EndpointBody,
  type EndpointQuery,
  type rolesApi,
} from '@console/contract';
import type { Db } from '../../db/client.ts';
import { created } from '../../db/versioning.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { endRoleSessions } from '../../platform/auth/sessions.ts';
import { fail } from '../../platform/errors.ts';
import { removeRoleFromEveryone } from '../users/index.ts';
import * as repo from './roles.repository.ts';

type Api = typeof rolesApi;

export class RolesService {
  constructor(private readonly d: { db: Db }) {}

  async list(q: EndpointQuery<Api['listRoles']>) {
    return repo.listRoles(this.d.db, q);
  }

  lookup = () => repo.lookupRoles(this.d.db);
  groups = () => Promise.resolve(permissionGroups);

  async create(body: EndpointBody<Api['createRole']>, by: Actor) {
    const id = await this.d.db.transaction(async (tx) => {
      if (await repo.roleNameTaken(tx, body.name)) throw fail.conflict(messages.roleNameTaken);
      const roleId = await repo.insertRole(tx, {
        name: body.name,
        description: body.description,
        permissions: [...new Set(body.permissions)],
        ...created(by),
      });
      await recordActivity(tx, by, {
        type: 'Role',
        organizationId: null,
        event: 'Created',
        remarks: body.name,
        targetType: 'Role',
        targetId: roleId,
      });
      return roleId;
    });
    return (await repo.getRole(this.d.db, id)) ?? fail.notFound().throwIt();
  }

  /** The name stays; a change of permissions ends the sessions of everyone holding the role. */
  async update(id: string, body: EndpointBody<Api['updateRole']>, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const role = await repo.updateRole(
        tx,
        id,
        body.rowVersion,
        { description: body.description, permissions: [...new Set(body.permissions)] },
        by.at,
      );
      await endRoleSessions(tx, id, 'role permissions changed', by.at);
      await recordActivity(tx, by, {
        type: 'Role',
        organizationId: null,
        event: 'Updated',
        remarks: role.name,
        targetType: 'Role',
        targetId: id,
      });
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
      });
    });
  }
}
