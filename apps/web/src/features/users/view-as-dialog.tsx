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
import { useViewAs } from './api/view-as';

/** Confirms viewing the console as another user (read-only, audited under both names). */
export function ViewAsDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  const viewAs = useViewAs();
  return (
    <AlertDialog open={user !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>View as {user?.userName}?</AlertDialogTitle>
          <AlertDialogDescription>
            You will see the console as this user does, read-only. Everything you open is recorded under both
            names. Log out to end it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              if (user) void viewAs.mutateAsync(user.id).catch(() => undefined);
            }}
          >
            View as
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
