import type { rolesApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useT } from '@/lib/i18n';
import { useDeleteRole } from './api/delete-role';
import { rolesText } from './messages';

export function DeleteRoleDialog({
  role,
  onOpenChange,
}: {
  role: rolesApi.Role | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(rolesText);
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      open={role !== null}
      onOpenChange={onOpenChange}
      title={t('deleteRoleTitle', { roleName: role?.name ?? '' })}
      description={
        role && role.userCount > 0 ? t('deleteRoleHeld', { count: role.userCount }) : t('deleteRoleUnused')
      }
      confirmLabel={t('delete')}
      destructive
      onConfirm={() => {
        if (role) void remove.mutateAsync(role.id).catch(() => undefined);
      }}
    />
  );
}
