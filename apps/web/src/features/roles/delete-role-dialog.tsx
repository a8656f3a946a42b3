import type { rolesApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteRole } from './api/delete-role';

export function DeleteRoleDialog({
  role,
  onOpenChange,
}: {
  role: rolesApi.Role | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      open={role !== null}
      onOpenChange={onOpenChange}
      title={`Delete role ${role?.name ?? ''}?`}
      description={
        role && role.userCount > 0
          ? `${role.userCount} user(s) hold this role; it will be removed from them and they will be signed out.`
          : 'No user holds this role.'
      }
      confirmLabel="Delete"
      destructive
      onConfirm={() => {
        if (role) void remove.mutateAsync(role.id).catch(() => undefined);
      }}
    />
  );
}
