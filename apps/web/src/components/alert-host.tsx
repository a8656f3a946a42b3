import { useSyncExternalStore } from 'react';
import { CircleAlertIcon } from 'lucide-react';
import { closeAlert, getAlerts, subscribeAlerts } from '@/lib/alert';
import { translateText, useT } from '@/lib/i18n';
import { shellText } from '@/lib/shell-messages';
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
  const t = useT(shellText);
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
              {translateText(current.title)}
            </AlertDialogTitle>
            <AlertDialogDescription>{translateText(current.text)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction>{t('ok')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
