import type { accessReviewsApi, EndpointQuery } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './access-reviews.repository.ts';

type Api = typeof accessReviewsApi;
type ListQuery = EndpointQuery<Api['listAccessReviews']>;

/** A review as the contract answers it. */
export const reviewOf = (r: repo.ReviewRow): accessReviewsApi.AccessReview => ({
  id: r.id,
  rowVersion: r.rowVersion,
  period: r.period,
  userId: r.userId,
  userName: r.userName,
  organizationId: r.organizationId,
  organizationName: r.organizationName,
  kind: r.kind,
  access: r.access,
  status: r.status,
  openedAt: iso(r.createdAt),
  dueAt: iso(r.dueAt),
  escalatedAt: r.escalatedAt ? iso(r.escalatedAt) : null,
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt ? iso(r.decidedAt) : null,
  remarks: r.remarks,
});

/**
 * The reads of the access reviews, within the reader's organizations: the security officer's
 * list (oldest first, to work through) and the auditors' report of each outcome (newest period
 * first, by user).
 */
export class AccessReviews {
  constructor(private readonly d: { db: Db; scopes: UserScopes }) {}

  list(query: ListQuery, user: SessionUser) {
    return this.page(query, user, 'work');
  }

  report(query: ListQuery, user: SessionUser) {
    return this.page(query, user, 'report');
  }

  private async page(query: ListQuery, user: SessionUser, order: 'work' | 'report') {
    const scope = await this.d.scopes.of(user);
    const { rows, total } = await repo.pageOfReviews(this.d.db, scope, query, {
      limit: query.size,
      offset: offsetOf(query.page, query.size),
      order,
    });
    return pageOf(rows.map(reviewOf), total, query.page, query.size);
  }
}
