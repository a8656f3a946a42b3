import type { usersApi } from '@console/contract';
import { RecordHistoryDialog } from '@/components/record-history-dialog';
import type { RowDialogs } from '@/lib/use-row-dialogs';
import { AssignRoleDialog } from './assign-role-dialog';
import { BranchMappingDialog } from './branch-mapping-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { ChangeUserStatusDialog } from './change-user-status-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { UserFormDialog } from './user-form-dialog';
import type { UserAction } from './user-row-actions';
import { ViewAsDialog } from './view-as-dialog';

export type UsersDialogAction = 'create' | UserAction;

const historyOf = (user: usersApi.User | null) => user && { id: user.id, name: user.userName };

/** Every dialog of the users screen; at most one is open. */
export function UsersDialogs({ dialogs }: { dialogs: RowDialogs<UsersDialogAction, usersApi.User> }) {
  const { rowOf, onOpenChange } = dialogs;
  return (
    <>
      <UserFormDialog open={dialogs.isOpen('create')} onOpenChange={onOpenChange} />
      <UserFormDialog user={rowOf('edit')} onOpenChange={onOpenChange} />
      <ChangePasswordDialog user={rowOf('password')} onOpenChange={onOpenChange} />
      <ResetTwoFactorDialog user={rowOf('twoFactor')} onOpenChange={onOpenChange} />
      <AssignRoleDialog user={rowOf('roles')} onOpenChange={onOpenChange} />
      <BranchMappingDialog user={rowOf('branches')} onOpenChange={onOpenChange} />
      <ChangeUserStatusDialog user={rowOf('status')} onOpenChange={onOpenChange} />
      <ViewAsDialog user={rowOf('viewAs')} onOpenChange={onOpenChange} />
      <RecordHistoryDialog record={historyOf(rowOf('history'))} onOpenChange={onOpenChange} />
    </>
  );
}
