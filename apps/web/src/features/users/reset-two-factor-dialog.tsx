import type { usersApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useResetTwoFactor } from './api/reset-two-factor';

/** For a lost authenticator: the user signs out and sets up a new one at the next sign-in. */
export function ResetTwoFactorDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  const reset = useResetTwoFactor();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={`Reset two-factor authentication of ${user?.userName ?? ''}?`}
      description="The user is signed out and sets up an authenticator app again, from a new QR code, at the next sign-in."
      confirmLabel="Reset"
      destructive
      onConfirm={() => {
        if (user) void reset.mutateAsync({ id: user.id, rowVersion: user.rowVersion }).catch(() => undefined);
      }}
    />
  );
}
