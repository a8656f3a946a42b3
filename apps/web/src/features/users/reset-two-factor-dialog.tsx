import type { usersApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useT } from '@/lib/i18n';
import { useResetTwoFactor } from './api/reset-two-factor';
import { usersText } from './messages';

/** For a lost authenticator: the user signs out and sets up a new one at the next sign-in. */
export function ResetTwoFactorDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(usersText);
  const reset = useResetTwoFactor();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={t('resetTwoFactorTitle', { userName: user?.userName ?? '' })}
      description={t('resetTwoFactorHelp')}
      confirmLabel={t('reset')}
      destructive
      onConfirm={() => {
        if (user) void reset.mutateAsync({ id: user.id, rowVersion: user.rowVersion }).catch(() => undefined);
      }}
    />
  );
}
