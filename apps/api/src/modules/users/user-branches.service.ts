import { messages, type EndpointBody, type usersApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { created } from '../../db/versioning.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { endUserSessions } from '../../platform/auth/sessions.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { isBranchOf } from '../organizations/index.ts';
import * as repo from './user-branches.repository.ts';
import { findUserById } from './users.repository.ts';

type Api = typeof usersApi;

/** Which branch of each organization a user works in; the branch code travels in the token. */
export class BranchMappingsService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async branches(userId: string) {
    if (!(await findUserById(this.d.db, userId))) throw fail.notFound();
    return repo.mappingsOfUser(this.d.db, userId);
  }

  async addBranch(body: EndpointBody<Api['createBranchMapping']>, by: Actor) {
    const id = await this.d.db.transaction(async (tx) => {
      const target = await findUserById(tx, body.userId);
      if (!target) throw fail.notFound();
      if (!(await isBranchOf(tx, body.organizationId, body.branchId)))
        throw fail.field('branchId', messages.branchRequired);
      if (await repo.mappingIn(tx, body.userId, body.organizationId))
        throw fail.conflict(messages.branchAlreadyMapped);
      const mappingId = await repo.insertMapping(tx, { ...body, ...created(by) });
      await endUserSessions(tx, [body.userId], 'branch changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        organizationId: null,
        event: 'BranchMapped',
        remarks: target.userName,
        targetType: 'User',
        targetId: body.userId,
      });
      return mappingId;
    });
    return (await repo.mappingById(this.d.db, id)) ?? fail.notFound().throwIt();
  }

  async updateBranch(id: string, body: EndpointBody<Api['updateBranchMapping']>, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const mapping = await repo.mappingById(tx, id);
      if (!mapping) throw fail.notFound();
      if (!(await isBranchOf(tx, body.organizationId, body.branchId)))
        throw fail.field('branchId', messages.branchRequired);
      const { organizationId, branchId } = body;
      await repo.updateMapping(tx, id, body.rowVersion, { organizationId, branchId }, by.at);
      await endUserSessions(tx, [mapping.userId], 'branch changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        organizationId: null,
        event: 'BranchMappingChanged',
        targetType: 'User',
        targetId: mapping.userId,
      });
    });
  }

  async removeBranch(id: string, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const mapping = await repo.mappingById(tx, id);
      if (!mapping) throw fail.notFound();
      await repo.removeMapping(tx, id, by.at);
      await endUserSessions(tx, [mapping.userId], 'branch changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        organizationId: null,
        event: 'BranchUnmapped',
        targetType: 'User',
        targetId: mapping.userId,
      });
    });
  }
}
