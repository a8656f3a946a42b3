import type { usersApi } from '@console/contract';
import { AssignRoleDialog } from './assign-role-dialog';
import { BranchMappingDialog } from './branch-mapping-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { ChangeUserStatusDialog } from './change-user-status-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { UserFormDialog } from './user-form-dialog';
import type { UserAction } from './user-row-actions';
import { ViewAsDialog } from './view-as-dialog';

export type UsersDialogState = { action: 'create' } | { action: UserAction; user: usersApi.User } | null;

/** Every dialog of the users screen; at most one is open. */
export function UsersDialogs({ state, onClose }: { state: UsersDialogState; onClose: () => void }) {
  const userFor = (action: UserAction) =>
    state && 'user' in state && state.action === action ? state.user : null;
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <UserFormDialog open={state?.action === 'create'} onOpenChange={close} />
      <UserFormDialog user={userFor('edit')} onOpenChange={close} />
      <ChangePasswordDialog user={userFor('password')} onOpenChange={close} />
      <ResetTwoFactorDialog user={userFor('twoFactor')} onOpenChange={close} />
      <AssignRoleDialog user={userFor('roles')} onOpenChange={close} />
      <BranchMappingDialog user={userFor('branches')} onOpenChange={close} />
      <ChangeUserStatusDialog user={userFor('status')} onOpenChange={close} />
      <ViewAsDialog user={userFor('viewAs')} onOpenChange={close} />
    </>
  );
}
