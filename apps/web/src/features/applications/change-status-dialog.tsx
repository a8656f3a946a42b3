import { zodResolver } from '@hookform/resolvers/zod';
import type { applicationsApi } from '@console/contract';
import { ReviewStatusForm } from '@/components/review-status-form';
import { StatusBadge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { useChangeApplicationStatus } from './api/change-application-status';
import { ApplicationFormDialog, type ApplicationDialogProps } from './application-dialog';
import { messageParts } from './message-parts';
import { applicationsText } from './messages';
import {
  choicesFor,
  rejectionItemsAfterStatusChange,
  statusBody,
  statusFormSchema,
  type StatusFormOutput,
} from './status-form-schema';

type Application = applicationsApi.ApplicationRow;

/** Change Application Status (spec 2 §4): a review's decision, kept by the contract's rules. */
export function ChangeStatusDialog(props: ApplicationDialogProps) {
  const t = useT(applicationsText);
  return (
    <ApplicationFormDialog
      {...props}
      title={t('changeStatusTitle')}
      description={(app) =>
        messageParts(t, 'currentStatus', {
          text: { customer: app.customerName },
          ltr: { account: `${app.type} ${app.currency}` },
          nodes: { status: <StatusBadge status={app.status} className="align-middle" /> },
        })
      }
      form={ChangeStatusForm}
    />
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
      reasons="CustomerRejectionReason"
      save={(values: StatusFormOutput) =>
        change.mutateAsync({ id: application.id, body: statusBody(values, application.rowVersion) })
      }
      saving={change.isPending}
      onDone={onDone}
    />
  );
}
