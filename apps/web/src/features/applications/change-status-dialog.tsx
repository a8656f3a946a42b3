import { ApplicationDialog } from './application-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import type { applicationsApi } from '@console/contract';
import { ReviewStatusForm } from '@/components/review-status-form';
import { StatusBadge } from '@/components/ui/badge';
import { useChangeApplicationStatus } from './api/change-application-status';
import {
  choicesFor,
  rejectionItemsAfterStatusChange,
  statusBody,
  statusFormSchema,
  type StatusFormOutput,
} from './status-form-schema';

type Application = applicationsApi.ApplicationRow;

/** Change Application Status (spec 2 §4), 900 px wide. */
export function ChangeStatusDialog({
  application,
  onOpenChange,
}: {
  application: Application | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ApplicationDialog
      application={application}
      onOpenChange={onOpenChange}
      title="Change Application Status"
      className="sm:max-w-[900px]"
      description={(app) => (
        <>
          {app.customerName}: {app.type} {app.currency}, currently{' '}
          <StatusBadge status={app.status} className="align-middle" />
        </>
      )}
    >
      {(app) => <ChangeStatusForm application={app} onDone={() => onOpenChange(false)} />}
    </ApplicationDialog>
  );
}

export function ChangeStatusForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const change = useChangeApplicationStatus();
  return (
    <ReviewStatusForm
      id="application"
      resolver={zodResolver(statusFormSchema)}
      choices={choicesFor(application.status)}
      // Spec 2 §4: cleared on every change, one blank item when Rejected.
      itemsAfterChange={(status) => rejectionItemsAfterStatusChange(status)}
      reasons={(metadata) => metadata?.CustomerRejectionReason}
      save={(values: StatusFormOutput) =>
        change.mutateAsync({ id: application.id, body: statusBody(values, application.rowVersion) })
      }
      saving={change.isPending}
      onDone={onDone}
    />
  );
}
