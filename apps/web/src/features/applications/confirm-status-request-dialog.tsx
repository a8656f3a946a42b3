import { messages, type applicationsApi } from '@console/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { toast } from '@/lib/toast';
import { useChangeApplicationStatus } from './api/change-application-status';

export type StatusRequest = 'resubmit' | 'retry';

const texts = {
  resubmit: {
    title: 'Resubmit application?',
    body: 'It goes back to Pending for review. A rejected application needs every missing document uploaded first.',
    action: 'Resubmit',
    status: 'Pending',
  },
  retry: {
    title: 'Retry account opening?',
    body: 'The core banking system is asked again to open the account of this approved application.',
    action: 'Retry',
    status: 'Approved',
  },
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
  const change = useChangeApplicationStatus();
  const text = request ? texts[request.kind] : null;
  return (
    <AlertDialog open={request !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{text?.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {request &&
              `${request.application.customerName}: ${request.application.type} ${request.application.currency}. `}
            {text?.body}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              if (!request || !text) return;
              change
                .mutateAsync({
                  id: request.application.id,
                  body: { status: text.status, rowVersion: request.application.rowVersion },
                })
                .then(() => toast.success(messages.updated))
                .catch(() => undefined);
            }}
          >
            {text?.action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
