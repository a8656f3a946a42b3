import type { usersApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={`View as ${user?.userName ?? ''}?`}
      description="You will see the console as this user does, read-only. Everything you open is recorded under both names. Log out to end it."
      confirmLabel="View as"
      onConfirm={() => {
        if (user) void viewAs.mutateAsync(user.id).catch(() => undefined);
      }}
    />
  );
}
