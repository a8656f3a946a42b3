import type { applicationsApi } from '@console/contract';
import type { RowDialogs } from '@/lib/use-row-dialogs';
import type { ApplicationAction } from './application-actions';
import { ApplicationHistoryDialog } from './application-history-dialog';
import { ChangeStatusDialog } from './change-status-dialog';
import { ConfirmStatusRequestDialog } from './confirm-status-request-dialog';
import { MissingDocumentsDialog } from './missing-documents-dialog';
import { ResolveFlaggedDialog } from './resolve-flagged-dialog';

/** Every per-application dialog; at most one is open. */
export function ApplicationDialogs({
  dialogs,
}: {
  dialogs: RowDialogs<ApplicationAction, applicationsApi.ApplicationRow>;
}) {
  const { current, rowOf, onOpenChange } = dialogs;
  const request =
    current?.row && (current.action === 'resubmit' || current.action === 'retry')
      ? { kind: current.action, application: current.row }
      : null;
  return (
    <>
      <ChangeStatusDialog application={rowOf('status')} onOpenChange={onOpenChange} />
      <ResolveFlaggedDialog application={rowOf('resolve')} onOpenChange={onOpenChange} />
      <MissingDocumentsDialog application={rowOf('missing')} onOpenChange={onOpenChange} />
      <ApplicationHistoryDialog application={rowOf('history')} onOpenChange={onOpenChange} />
      <ConfirmStatusRequestDialog request={request} onOpenChange={onOpenChange} />
    </>
  );
}
