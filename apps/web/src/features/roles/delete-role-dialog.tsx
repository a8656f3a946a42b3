import type { rolesApi } from '@console/contract';
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
    <AlertDialog open={role !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete role {role?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {role && role.userCount > 0
              ? `${role.userCount} user(s) hold this role; it will be removed from them and they will be signed out.`
              : 'No user holds this role.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              if (role) void remove.mutateAsync(role.id).catch(() => undefined);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
