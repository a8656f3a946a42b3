import type { applicationsApi } from '@console/contract';
import type { ApplicationAction } from './application-actions';
import { ApplicationHistoryDialog } from './application-history-dialog';
import { ChangeStatusDialog } from './change-status-dialog';
import { ConfirmStatusRequestDialog } from './confirm-status-request-dialog';
import { MissingDocumentsDialog } from './missing-documents-dialog';
import { ResolveFlaggedDialog } from './resolve-flagged-dialog';

export type ApplicationDialogState = {
  action: ApplicationAction;
  application: applicationsApi.ApplicationRow;
} | null;

/** Every per-application dialog; at most one is open. */
export function ApplicationDialogs({
  state,
  onClose,
}: {
  state: ApplicationDialogState;
  onClose: () => void;
}) {
  const of = (action: ApplicationAction) => (state?.action === action ? state.application : null);
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  const request =
    state && (state.action === 'resubmit' || state.action === 'retry')
      ? { kind: state.action, application: state.application }
      : null;
  return (
    <>
      <ChangeStatusDialog application={of('status')} onOpenChange={close} />
      <ResolveFlaggedDialog application={of('resolve')} onOpenChange={close} />
      <MissingDocumentsDialog application={of('missing')} onOpenChange={close} />
      <ApplicationHistoryDialog application={of('history')} onOpenChange={close} />
      <ConfirmStatusRequestDialog request={request} onOpenChange={close} />
    </>
  );
}
