import { type ActivityEvent, messages, type EndpointBody, type usersApi } from '@console/contract';
import type { Db, Tx } from '../../db/client.ts';
import { created } from '../../db/versioning.ts';
import { askedByRemark, type AdminChangeRow, type AdminChanges } from '../admin-changes/index.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { endUserSessions } from '../../platform/auth/sessions.ts';
import { fail } from '../../kernel/errors.ts';
import { revokeBranchMapping } from './access-revocation.ts';
import * as repo from './user-branches.repository.ts';
import { findUserById } from './users.repository.ts';

type Api = typeof usersApi;
type MappingPayload = { userId: string; organizationId: string; branchId: string; mappingId?: string };

const labelOf = (m: { organizationName: string; branchCode: string; branchName: string }) =>
  `${m.organizationName} / ${m.branchCode} ${m.branchName}`;

/**
 * Which branch of each organization a user works in; the branch code travels in the token.
 * Mapping a user to a branch, or moving the mapping, opens an organization's records to them:
 * it waits for a second person. Removing a mapping is immediate.
 */
export class BranchMappingsService {
  constructor(private readonly d: { db: Db; changes: AdminChanges }) {
    d.changes.handle('AddBranchMapping', this.applyAdd);
    d.changes.handle('ChangeBranchMapping', this.applyMove);
  }

  async branches(userId: string) {
    if (!(await findUserById(this.d.db, userId))) throw fail.notFound();
    return repo.mappingsOfUser(this.d.db, userId);
  }

  private async labels(userId: string) {
    return (await repo.mappingsOfUser(this.d.db, userId)).map(labelOf);
  }

  async addBranch(body: EndpointBody<Api['createBranchMapping']>, by: Actor) {
    const target = (await findUserById(this.d.db, body.userId)) ?? fail.notFound().throwIt();
    const label = await repo.branchLabel(this.d.db, body.organizationId, body.branchId);
    if (!label) throw fail.field('branchId', messages.branchRequired);
    if (await repo.mappingIn(this.d.db, body.userId, body.organizationId))
      throw fail.conflict(messages.branchAlreadyMapped);
    const before = await this.labels(body.userId);
    const payload: MappingPayload = { ...body };
    return this.d.changes.propose(this.d.db, by, {
      kind: 'AddBranchMapping',
      targetType: 'User',
      targetId: target.id,
      targetName: target.userName,
      before: { branches: before },
      after: { branches: [...before, label].sort() },
      payload,
    });
  }

  async updateBranch(id: string, body: EndpointBody<Api['updateBranchMapping']>, by: Actor) {
    const mapping = (await repo.mappingById(this.d.db, id)) ?? fail.notFound().throwIt();
    if (mapping.rowVersion !== body.rowVersion) throw fail.conflict();
    const label = await repo.branchLabel(this.d.db, body.organizationId, body.branchId);
    if (!label) throw fail.field('branchId', messages.branchRequired);
    const target = (await findUserById(this.d.db, mapping.userId)) ?? fail.notFound().throwIt();
    const payload: MappingPayload = {
      userId: mapping.userId,
      organizationId: body.organizationId,
      branchId: body.branchId,
      mappingId: id,
    };
    return this.d.changes.propose(this.d.db, by, {
      kind: 'ChangeBranchMapping',
      targetType: 'User',
      targetId: target.id,
      targetName: target.userName,
      targetVersion: mapping.rowVersion,
      before: { branch: labelOf(mapping) },
      after: { branch: label },
      payload,
    });
  }

  private readonly applyAdd = async (tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> => {
    const p = change.payload as MappingPayload;
    if (!(await findUserById(tx, p.userId))) throw fail.notFound();
    if (!(await repo.branchLabel(tx, p.organizationId, p.branchId))) throw fail.conflict();
    if (await repo.mappingIn(tx, p.userId, p.organizationId))
      throw fail.conflict(messages.branchAlreadyMapped);
    const maker = { userName: change.requestedBy, at: by.at };
    const { userId, organizationId, branchId } = p;
    await repo.insertMapping(tx, { userId, organizationId, branchId, ...created(maker) });
    await this.applied(tx, change, by, 'BranchMapped');
  };

  private readonly applyMove = async (tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> => {
    const p = change.payload as MappingPayload;
    if (!p.mappingId || !(await repo.branchLabel(tx, p.organizationId, p.branchId))) throw fail.conflict();
    const { organizationId, branchId } = p;
    await repo.updateMapping(tx, p.mappingId, change.targetVersion ?? 0, { organizationId, branchId }, by.at);
    await this.applied(tx, change, by, 'BranchMappingChanged');
  };

  private async applied(tx: Tx, change: AdminChangeRow, by: Actor, event: ActivityEvent): Promise<void> {
    const userId = (change.payload as MappingPayload).userId;
    await endUserSessions(tx, [userId], 'branch changed', by.at);
    await recordActivity(tx, by, {
      type: 'User',
      organizationId: null,
      event,
      remarks: askedByRemark(change),
      targetType: 'User',
      targetId: userId,
      changes: fieldChanges(change.before, change.after),
    });
  }

  async removeBranch(id: string, by: Actor): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      if (!(await revokeBranchMapping(tx, id, by))) throw fail.notFound();
    });
  }
}
