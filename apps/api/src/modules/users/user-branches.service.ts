import { and, eq } from 'drizzle-orm';
import { messages, type EndpointBody, type usersApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { userBranches } from '../../db/schema/index.ts';
import { created, softDelete, updateVersioned } from '../../db/versioning.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { findUserById } from '../../platform/auth/profile.ts';
import { endUserSessions } from '../../platform/auth/sessions.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import * as repo from './users.repository.ts';

type Api = typeof usersApi;

/** Which branch of each organization a user works in; the branch code travels in the token. */
export class BranchMappingsService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async branches(userId: string) {
    if (!(await findUserById(this.d.db, userId))) throw fail.notFound();
    return repo.branchMappings(this.d.db, eq(userBranches.userId, userId));
  }

  async addBranch(body: EndpointBody<Api['createBranchMapping']>, by: Actor) {
    const id = await this.d.db.transaction(async (tx) => {
      const target = await findUserById(tx, body.userId);
      if (!target) throw fail.notFound();
      if (!(await repo.branchOf(tx, body.organizationId, body.branchId)))
        throw fail.field('branchId', messages.branchRequired);
      const [existing] = await repo.branchMappings(
        tx,
        and(eq(userBranches.userId, body.userId), eq(userBranches.organizationId, body.organizationId))!,
      );
      if (existing) throw fail.conflict('This user is already attached to a branch of this organization.');
      const [row] = await tx
        .insert(userBranches)
        .values({ ...body, ...created(by) })
        .returning({ id: userBranches.id });
      if (!row) throw new Error('Mapping not created');
      await endUserSessions(tx, [body.userId], 'branch changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        event: 'BranchMapped',
        remarks: target.userName,
        targetType: 'User',
        targetId: body.userId,
      });
      return row.id;
    });
    const [mapping] = await repo.branchMappings(this.d.db, eq(userBranches.id, id));
    return mapping ?? fail.notFound().throwIt();
  }

  async updateBranch(id: string, body: EndpointBody<Api['updateBranchMapping']>, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const [mapping] = await repo.branchMappings(tx, eq(userBranches.id, id));
      if (!mapping) throw fail.notFound();
      if (!(await repo.branchOf(tx, body.organizationId, body.branchId)))
        throw fail.field('branchId', messages.branchRequired);
      await updateVersioned(
        tx,
        userBranches,
        id,
        body.rowVersion,
        {
          organizationId: body.organizationId,
          branchId: body.branchId,
        },
        by.at,
      );
      await endUserSessions(tx, [mapping.userId], 'branch changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        event: 'BranchMappingChanged',
        targetType: 'User',
        targetId: mapping.userId,
      });
    });
  }

  async removeBranch(id: string, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const [mapping] = await repo.branchMappings(tx, eq(userBranches.id, id));
      if (!mapping) throw fail.notFound();
      await softDelete(tx, userBranches, id, by.at);
      await endUserSessions(tx, [mapping.userId], 'branch changed', by.at);
      await recordActivity(tx, by, {
        type: 'User',
        event: 'BranchUnmapped',
        targetType: 'User',
        targetId: mapping.userId,
      });
    });
  }

  /** A read-only session as another user; the token names the administrator as the actor. */
}
