import type { usersApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={activate ? 'Activate user?' : 'Deactivate user?'}
      description={
        user &&
        (activate
          ? `${user.userName} will be able to sign in again.`
          : `${user.userName} will be signed out and will not be able to sign in until activated again.`)
      }
      confirmLabel={activate ? 'Activate' : 'Deactivate'}
      destructive={!activate}
      onConfirm={() => {
        if (user)
          void change
            .mutateAsync({ id: user.id, isActive: activate, rowVersion: user.rowVersion })
            .catch(() => undefined);
      }}
    />
  );
}
