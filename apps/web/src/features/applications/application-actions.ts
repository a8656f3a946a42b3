import { P, hasPermission, type applicationsApi, type StoredSession } from '@console/contract';
import { contractText } from '@/lib/contract-messages';
import { applicationsText } from './messages';

export type ApplicationAction = 'status' | 'resolve' | 'missing' | 'history' | 'resubmit' | 'retry';

export interface OfferedAction {
  action: ApplicationAction;
  /** The label and the reason are in the active language. */
  label: string;
  enabled: boolean;
  /** Why a shown action cannot be used, said beside it. */
  reason?: string;
}

// The reasons in the spec's English words, as the English screens say them (applicationsText).
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
  const t = applicationsText.t;
  const canReview = hasPermission(session, P.ChangeApplicationStatus);
  const canEdit = hasPermission(session, P.EditApplication);
  // Note: four eyes. The server refuses the maker too; the screen says so before anyone tries.
  const isMaker = Boolean(session) && app.createdBy.toLowerCase() === session?.userName.toLowerCase();
  const reviewReasons = [
    ...(canReview ? [] : [t('noStatusPermission')]),
    ...(isMaker ? [t('fourEyesReason')] : []),
  ];
  const review = (action: ApplicationAction, label: string): OfferedAction =>
    reviewReasons.length > 0
      ? { action, label, enabled: false, reason: reviewReasons.join(' ') }
      : { action, label, enabled: true };

  const out: OfferedAction[] = [];
  if (app.status === 'Pending') out.push(review('status', t('changeStatus')));
  if (app.status === 'Flagged') out.push(review('resolve', t('resolve')));
  if (app.status === 'Draft' || app.status === 'Rejected')
    out.push(
      canEdit
        ? { action: 'resubmit', label: t('resubmit'), enabled: true }
        : { action: 'resubmit', label: t('resubmit'), enabled: false, reason: t('noEditPermission') },
    );
  if (app.status === 'Approved' && app.openingError) out.push(review('retry', t('retryOpening')));
  const decisions = app.awaitingCore
    ? out.map((a) => ({ ...a, enabled: false, reason: contractText.t('alreadyAtCore') }))
    : out;
  return [
    ...decisions,
    { action: 'missing', label: t('missingDocuments'), enabled: true },
    { action: 'history', label: t('history'), enabled: true },
  ];
}
