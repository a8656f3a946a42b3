import { messages, type applicationsApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useChangeApplicationStatus } from './api/change-application-status';
import { messageParts } from './message-parts';
import { applicationsText } from './messages';

export type StatusRequest = 'resubmit' | 'retry';

const texts = {
  resubmit: { title: 'resubmitTitle', body: 'resubmitBody', action: 'resubmit', status: 'Pending' },
  retry: { title: 'retryTitle', body: 'retryBody', action: 'retry', status: 'Approved' },
} as const;

/**
 * Resubmission (PUT status Pending, contract LIFECYCLE) and retrying a failed account opening
 * (asking for Approved again); the server says why when it refuses.
 */
export function ConfirmStatusRequestDialog({
  request,
  onOpenChange,
}: {
  request: { kind: StatusRequest; application: applicationsApi.ApplicationRow } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(applicationsText);
  const change = useChangeApplicationStatus();
  const text = request ? texts[request.kind] : null;
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title={text && t(text.title)}
      description={
        request &&
        text &&
        messageParts(t, text.body, {
          text: { customer: request.application.customerName },
          ltr: { account: `${request.application.type} ${request.application.currency}` },
        })
      }
      confirmLabel={text ? t(text.action) : ''}
      onConfirm={() => {
        if (!request || !text) return;
        change
          .mutateAsync({
            id: request.application.id,
            body: { status: text.status, rowVersion: request.application.rowVersion },
          })
          .then(() => toast.success(messages.updated))
          .catch(() => undefined);
      }}
    />
  );
}
