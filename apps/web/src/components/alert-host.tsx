import { useSyncExternalStore } from 'react';
import { CircleAlertIcon } from 'lucide-react';
import { closeAlert, getAlerts, subscribeAlerts } from '@/lib/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** Shows queued alerts one at a time; mount once, in the root route. */
export function AlertHost() {
  const queue = useSyncExternalStore(subscribeAlerts, getAlerts, getAlerts);
  const current = queue[0];
  return (
    <AlertDialog
      open={current !== undefined}
      onOpenChange={(open) => !open && current && closeAlert(current.id)}
    >
      {current && (
        <AlertDialogContent key={current.id} data-alert-id={current.id}>
          <AlertDialogHeader>
            <AlertDialogTitle className="flex items-center gap-2">
              <CircleAlertIcon className="size-5 text-destructive" aria-hidden="true" />
              {current.title}
            </AlertDialogTitle>
            <AlertDialogDescription>{current.text}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
