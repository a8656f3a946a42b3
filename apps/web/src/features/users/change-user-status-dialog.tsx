import type { usersApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useT } from '@/lib/i18n';
import { useChangeUserStatus } from './api/change-user-status';
import { usersText } from './messages';

/** Confirms activation or deactivation; deactivating ends the user's sessions. */
export function ChangeUserStatusDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(usersText);
  const change = useChangeUserStatus();
  const activate = user ? !user.isActive : false;
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={activate ? t('activateTitle') : t('deactivateTitle')}
      description={user && t(activate ? 'activateHelp' : 'deactivateHelp', { userName: user.userName })}
      confirmLabel={activate ? t('activate') : t('deactivate')}
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
