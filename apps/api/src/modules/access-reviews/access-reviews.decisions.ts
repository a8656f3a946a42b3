import {
  fillMessage,
  messages,
  type AccessReviewStatus,
  type accessReviewsApi,
  type EndpointBody,
} from '@console/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { inScope } from '../../platform/org-scope.ts';
import { revokeBranchMapping, revokeRole, type UserScopes } from '../users/index.ts';
import * as repo from './access-reviews.repository.ts';
import { reviewOf } from './access-reviews.service.ts';

type DecideBody = EndpointBody<typeof accessReviewsApi.decideAccessReview>;
type Decision = DecideBody['decision'];

/**
 * The move a decision makes from the review as stored: only a pending review is decided, and never
 * by the user whose access it is (the reviewer of their own access is no second pair of eyes).
 */
export function planDecision(
  review: Pick<repo.ReviewRow, 'status' | 'userId'>,
  decision: Decision,
  user: Pick<SessionUser, 'userId'>,
): AccessReviewStatus {
  if (review.status !== 'Pending') throw fail.rule(messages.accessReviewDecided);
  if (review.userId === user.userId) throw fail.rule(messages.ownAccessReview);
  return decision === 'confirm' ? 'Confirmed' : 'Revoked';
}

/**
 * The security officer's answer on one access: confirmed, or revoked at once. A revocation takes
 * the role or the branch mapping away and ends the user's sessions in the same transaction as the
 * review's status and its activity: removing access never waits for a second person.
 */
export class AccessReviewDecisions {
  constructor(private readonly d: { db: Db; scopes: UserScopes }) {}

  async decide(id: string, body: DecideBody, user: SessionUser, by: Actor) {
    const review =
      (await repo.findReview(this.d.db, id)) ?? fail.notFound(messages.accessReviewNotFound).throwIt();
    const scope = await this.d.scopes.of(user);
    const seen = review.organizationId === null ? scope.all : inScope(scope, review.organizationId);
    if (!seen) throw fail.notFound(messages.accessReviewNotFound);
    if (review.rowVersion !== body.rowVersion) throw fail.conflict();
    const status = planDecision(review, body.decision, user);
    const remarks = body.remarks?.trim() || null;
    await this.d.db.transaction(async (tx) => {
      await repo.decideReview(
        tx,
        id,
        body.rowVersion,
        { status, decidedBy: by.userName, decidedAt: by.at, remarks },
        by.at,
      );
      if (status === 'Revoked') {
        const words = fillMessage(messages.accessReviewRevoked, { period: review.period });
        // Access already gone (removed on the users screen meanwhile) leaves nothing to take.
        if (review.kind === 'Role') await revokeRole(tx, review.userId, review.targetId, by, words);
        else await revokeBranchMapping(tx, review.targetId, by, words);
      }
      await recordActivity(tx, by, {
        type: 'AccessReview',
        event: status === 'Confirmed' ? 'AccessConfirmed' : 'AccessRevoked',
        organizationId: review.organizationId,
        targetType: 'AccessReview',
        targetId: id,
        remarks: fillMessage(messages.accessReviewItem, { userName: review.userName, access: review.access }),
        changes: [{ field: 'status', old: review.status, new: status }],
      });
    });
    const decided = (await repo.findReview(this.d.db, id)) ?? fail.notFound().throwIt();
    return reviewOf(decided);
  }
}
