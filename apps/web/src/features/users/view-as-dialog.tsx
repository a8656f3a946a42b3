import type { usersApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useT } from '@/lib/i18n';
import { useViewAs } from './api/view-as';
import { usersText } from './messages';

/** Confirms viewing the console as another user (read-only, audited under both names). */
export function ViewAsDialog({
  user,
  onOpenChange,
}: {
  user: usersApi.User | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(usersText);
  const viewAs = useViewAs();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title={t('viewAsTitle', { userName: user?.userName ?? '' })}
      description={t('viewAsHelp')}
      confirmLabel={t('viewAs')}
      onConfirm={() => {
        if (user) void viewAs.mutateAsync(user.id).catch(() => undefined);
      }}
    />
  );
}
