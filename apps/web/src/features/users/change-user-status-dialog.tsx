import type { usersApi } from '@console/contract';
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
import { buttonVariants } from '@/components/ui/button';
import { useChangeUserStatus } from './api/change-user-status';

/** Confirms activation or deactivation; deactivating ends the user's sessions. */
export function ChangeUserStatusDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangeUserStatus();
  const activate = user ? !user.isActive : false;
  return (
    <AlertDialog open={user !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{activate ? 'Activate user?' : 'Deactivate user?'}</AlertDialogTitle>
          <AlertDialogDescription>
            {user &&
              (activate
                ? `${user.userName} will be able to sign in again.`
                : `${user.userName} will be signed out and will not be able to sign in until activated again.`)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={activate ? undefined : buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              if (user) void change.mutateAsync({ id: user.id, isActive: activate }).catch(() => undefined);
            }}
          >
            {activate ? 'Activate' : 'Deactivate'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
