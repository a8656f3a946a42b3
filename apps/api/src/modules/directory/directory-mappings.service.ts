import { z } from 'zod';
import { directoryApi, messages, tenants, type Tenant } from '@console/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { inScope } from '../../platform/org-scope.ts';
import { askedByRemark, type AdminChangeRow, type AdminChanges } from '../admin-changes/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './directory-mappings.repository.ts';

const payloadSchema = directoryApi.directoryMappingInput.extend({ id: z.string().nullable() });

/**
 * Which directory groups give which roles and branch. A new or changed mapping grants access, so
 * it waits for a second person (an administration change of the kind DirectoryMapping).
 */
export class DirectoryMappings {
  constructor(private readonly d: { db: Db; scopes: UserScopes; adminChanges: AdminChanges }) {
    d.adminChanges.handle('DirectoryMapping', (tx, change, by) => this.apply(tx, change, by));
  }

  async list(user: SessionUser): Promise<directoryApi.DirectoryMapping[]> {
    const rows = await repo.listMappings(this.d.db, await this.d.scopes.of(user));
    const roles = new Map(
      (await repo.liveRoles(this.d.db, [...new Set(rows.flatMap((r) => r.roleIds))])).map((r) => [r.id, r]),
    );
    return rows.map((r) => ({
      ...r,
      tenant: r.tenant as Tenant,
      roles: r.roleIds.flatMap((id) => roles.get(id) ?? []),
      createdAt: iso(r.createdAt),
    }));
  }

  propose(input: directoryApi.DirectoryMappingInput, user: SessionUser, by: Actor) {
    return this.ask(input, null, user, by);
  }

  async change(
    id: string,
    input: directoryApi.DirectoryMappingInput & { rowVersion: number },
    user: SessionUser,
    by: Actor,
  ) {
    const found = await repo.findMapping(this.d.db, id);
    if (!found || !inScope(await this.d.scopes.of(user), found.organizationId)) throw fail.notFound();
    if (found.rowVersion !== input.rowVersion) throw fail.conflict();
    return this.ask(input, found, user, by);
  }

  private async ask(
    input: directoryApi.DirectoryMappingInput,
    found: repo.MappingRow | null,
    user: SessionUser,
    by: Actor,
  ) {
    const v: repo.MappingValues = {
      tenant: input.tenant,
      groupName: input.groupName,
      organizationId: input.organizationId,
      branchId: input.branchId,
      roleIds: [...new Set(input.roleIds)].sort(),
    };
    await this.d.scopes.requireVisible(user, v.organizationId);
    const after = await this.described(v);
    if (found && fieldChanges(await this.described(found), after).length === 0)
      throw fail.rule(messages.directoryMappingUnchanged);
    if (await repo.mappingTaken(this.d.db, v, found?.id ?? null))
      throw fail.conflict(messages.directoryMappingTaken);
    return this.d.adminChanges.propose(this.d.db, by, {
      kind: 'DirectoryMapping',
      targetType: 'DirectoryMapping',
      targetId: found?.id ?? null,
      targetName: `${v.tenant} ${v.groupName}`,
      organizationId: v.organizationId,
      targetVersion: found?.rowVersion ?? null,
      before: found ? await this.described(found) : {},
      after,
      payload: { ...v, id: found?.id ?? null },
    });
  }

  /** The mapping as people read it; refuses a branch of another organization and unknown roles. */
  private async described(v: repo.MappingValues) {
    const branch = await repo.branchOf(this.d.db, v.branchId);
    if (!branch || branch.organizationId !== v.organizationId)
      throw fail.field('branchId', messages.directoryBranchOutsideOrganization);
    const roles = await repo.liveRoles(this.d.db, v.roleIds);
    if (roles.length !== v.roleIds.length) throw fail.field('roleIds', messages.directoryRolesRequired);
    return {
      tenant: v.tenant,
      groupName: v.groupName,
      organization: (await repo.organizationName(this.d.db, v.organizationId)) ?? v.organizationId,
      branch: branch.name,
      roles: roles.map((r) => r.name).join(', '),
    };
  }

  private async apply(tx: Tx, change: AdminChangeRow, by: Actor): Promise<string> {
    const { id, ...v } = payloadSchema.parse(change.payload);
    const values = { ...v, tenant: z.enum(tenants).parse(v.tenant) };
    if (await repo.mappingTaken(tx, values, id)) throw fail.conflict(messages.directoryMappingTaken);
    let targetId = id ?? '';
    if (id) {
      const found = await repo.findMapping(tx, id);
      if (!found || found.rowVersion !== change.targetVersion) throw fail.conflict();
      await repo.updateMapping(tx, id, found.rowVersion, values, by.at);
    } else targetId = await repo.insertMapping(tx, values, { userName: change.requestedBy, at: by.at });
    await recordActivity(tx, by, {
      type: 'Security',
      event: id ? 'Updated' : 'Created',
      organizationId: values.organizationId,
      targetType: 'DirectoryMapping',
      targetId,
      remarks: askedByRemark(change),
      changes: fieldChanges(change.before, change.after),
    });
    return targetId;
  }
}
