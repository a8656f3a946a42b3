import { fillMessage, messages, type applicationsApi, type EndpointBody } from '@console/contract';
import { fail } from '../../platform/errors.ts';
import type { ApplicationRow } from './applications.repository.ts';

type StatusBody = EndpointBody<typeof applicationsApi.changeStatus>;
type Status = ApplicationRow['status'];

export type Plan =
  | { kind: 'review'; status: Status; comments: string | null }
  | { kind: 'resubmit'; status: 'Pending' | 'Flagged'; comments: string | null }
  | { kind: 'retry-opening'; status: 'Approved'; comments: null };

/** What a reviewer may decide on a Pending application. */
const REVIEW_TARGETS: Status[] = ['Approved', 'Declined', 'Rejected', 'Draft'];

/**
 * The lifecycle of the contract (LIFECYCLE) as it depends on the stored application: which move
 * is asked, whether this user may make it, and the comment it leaves in the history. What the
 * body alone must hold (a decline reason, rejection items) the contract's schema has checked.
 */
export function planTransition(
  app: ApplicationRow,
  body: StatusBody,
  who: { canReview: boolean; canEdit: boolean; isMaker: boolean },
): Plan {
  const refuse = () =>
    fail.rule(fillMessage(messages.statusMoveRefused, { from: app.status, to: body.status }));
  if (body.applicationId && body.applicationId !== app.id)
    throw fail.field('applicationId', messages.notThisApplication);
  if (body.status === 'Pending') {
    if (app.status !== 'Draft' && app.status !== 'Rejected') throw refuse();
    if (!who.canEdit) throw fail.forbidden();
    return { kind: 'resubmit', status: 'Pending', comments: body.comments || messages.historyResubmitted };
  }
  if (!who.canReview) throw fail.forbidden();
  // Note: four eyes. Whoever made an application never decides on it.
  if (who.isMaker) throw fail.forbidden(messages.ownApplicationStatus);
  if (app.status === 'Approved' && body.status === 'Approved')
    return { kind: 'retry-opening', status: 'Approved', comments: null };
  if (app.status !== 'Pending' || !REVIEW_TARGETS.includes(body.status)) throw refuse();
  if (body.status === 'Declined')
    return { kind: 'review', status: 'Declined', comments: body.declineReason! };
  if (body.status === 'Rejected') {
    const items = body.rejectionItems ?? [];
    return {
      kind: 'review',
      status: 'Rejected',
      comments: items.map((i) => `${i.documentName}: ${i.rejectionReason}`).join('; '),
    };
  }
  return { kind: 'review', status: body.status, comments: body.comments || null };
}
