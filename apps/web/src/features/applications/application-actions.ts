import { P, hasPermission, messages, type applicationsApi, type StoredSession } from '@console/contract';

export type ApplicationAction = 'status' | 'resolve' | 'missing' | 'history' | 'resubmit' | 'retry';

export interface OfferedAction {
  action: ApplicationAction;
  label: string;
  enabled: boolean;
  /** Why a shown action cannot be used, said beside it. */
  reason?: string;
}

export const FOUR_EYES_REASON = 'You created this application; another user must review it.';
export const NO_STATUS_PERMISSION = 'You do not have permission to change application statuses.';
export const NO_EDIT_PERMISSION = 'You do not have permission to edit applications.';

type Application = Pick<
  applicationsApi.ApplicationRow,
  'status' | 'createdBy' | 'openingError' | 'awaitingCore'
>;

/**
 * The actions an application offers in its state (spec 2 §2 and §4, contract LIFECYCLE): Change
 * status while Pending, Resolve while Flagged, Resubmit when Draft or Rejected, Retry account
 * opening when Approved with a failed opening; Missing Documents and History always. While the
 * core carries out the approval, the server refuses every decision: any offered is disabled.
 */
export function offeredActions(app: Application, session: StoredSession | null): OfferedAction[] {
  const canReview = hasPermission(session, P.ChangeApplicationStatus);
  const canEdit = hasPermission(session, P.EditApplication);
  // Note: four eyes. The server refuses the maker too; the screen says so before anyone tries.
  const isMaker = Boolean(session) && app.createdBy.toLowerCase() === session?.userName.toLowerCase();
  const reviewReasons = [
    ...(canReview ? [] : [NO_STATUS_PERMISSION]),
    ...(isMaker ? [FOUR_EYES_REASON] : []),
  ];
  const review = (action: ApplicationAction, label: string): OfferedAction =>
    reviewReasons.length > 0
      ? { action, label, enabled: false, reason: reviewReasons.join(' ') }
      : { action, label, enabled: true };

  const out: OfferedAction[] = [];
  if (app.status === 'Pending') out.push(review('status', 'Change status'));
  if (app.status === 'Flagged') out.push(review('resolve', 'Resolve'));
  if (app.status === 'Draft' || app.status === 'Rejected')
    out.push(
      canEdit
        ? { action: 'resubmit', label: 'Resubmit', enabled: true }
        : { action: 'resubmit', label: 'Resubmit', enabled: false, reason: NO_EDIT_PERMISSION },
    );
  if (app.status === 'Approved' && app.openingError) out.push(review('retry', 'Retry account opening'));
  const decisions = app.awaitingCore
    ? out.map((a) => ({ ...a, enabled: false, reason: messages.alreadyAtCore }))
    : out;
  return [
    ...decisions,
    { action: 'missing', label: 'Missing Documents', enabled: true },
    { action: 'history', label: 'History', enabled: true },
  ];
}
