import { eq } from 'drizzle-orm';
import { permissionGroups, type EndpointBody, type EndpointQuery, type rolesApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/index.ts';
import { created, softDelete, updateVersioned } from '../../db/versioning.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { endRoleSessions } from '../../platform/auth/sessions.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import * as repo from './roles.repository.ts';

type Api = typeof rolesApi;

export class RolesService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async list(q: EndpointQuery<Api['listRoles']>) {
    return repo.listRoles(this.d.db, q);
  }

  lookup = () => repo.lookupRoles(this.d.db);
  groups = () => Promise.resolve(permissionGroups);

  async create(body: EndpointBody<Api['createRole']>, by: Actor) {
    const id = await this.d.db.transaction(async (tx) => {
      if (await repo.roleNameTaken(tx, body.name))
        throw fail.conflict('A role with this name already exists.');
      const [row] = await tx
        .insert(roles)
        .values({
          name: body.name,
          description: body.description,
          permissions: [...new Set(body.permissions)],
          ...created(by),
        })
        .returning({ id: roles.id });
      if (!row) throw new Error('Role not created');
      await recordActivity(tx, by, {
        type: 'Role',
        event: 'Created',
        remarks: body.name,
        targetType: 'Role',
        targetId: row.id,
      });
      return row.id;
    });
    return (await repo.getRole(this.d.db, id)) ?? fail.notFound().throwIt();
  }

  /** The name stays; a change of permissions ends the sessions of everyone holding the role. */
  async update(id: string, body: EndpointBody<Api['updateRole']>, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const role = await updateVersioned(
        tx,
        roles,
        id,
        body.rowVersion,
        {
          description: body.description,
          permissions: [...new Set(body.permissions)],
        },
        by.at,
      );
      await endRoleSessions(tx, id, 'role permissions changed', this.d.clock.now());
      await recordActivity(tx, by, {
        type: 'Role',
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
      await endRoleSessions(tx, id, 'role removed', this.d.clock.now());
      await tx.delete(userRoles).where(eq(userRoles.roleId, id));
      await softDelete(tx, roles, id, by.at);
      await recordActivity(tx, by, {
        type: 'Role',
        event: 'Removed',
        remarks: role.name,
        targetType: 'Role',
        targetId: id,
      });
    });
  }
}
