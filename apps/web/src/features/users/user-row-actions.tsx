import { P, type usersApi } from '@console/contract';
import {
  EyeIcon,
  HistoryIcon,
  KeyRoundIcon,
  MoreHorizontalIcon,
  NetworkIcon,
  PencilIcon,
  PowerIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';

export type UserAction =
  'edit' | 'password' | 'twoFactor' | 'roles' | 'branches' | 'status' | 'viewAs' | 'history';

/** A row's actions; those the signed-in user may not use are disabled (spec 2 §6). */
export function UserRowActions({
  user,
  onAction,
}: {
  user: usersApi.User;
  onAction: (action: UserAction, user: usersApi.User) => void;
}) {
  const session = useSession();
  const can = {
    edit: useCan(P.EditUser),
    password: useCan(P.ChangePassword),
    roles: useCan(P.ManageUserRoles),
    branches: useCan(P.RegisterUser),
    status: useCan(P.ChangeUserStatus),
    viewAs: useCan(P.ViewAsUser),
    history: useCan(P.ViewActivityReport),
  };
  const self = session?.userId === user.id;
  const item = (action: UserAction, label: string, Icon: typeof PencilIcon, enabled: boolean) => (
    <DropdownMenuItem disabled={!enabled} onSelect={() => onAction(action, user)}>
      <Icon aria-hidden="true" />
      {label}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${user.userName}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {item('edit', 'Edit', PencilIcon, can.edit)}
        {item('password', 'Change Password', KeyRoundIcon, can.password || self)}
        {item('twoFactor', 'Reset Two-Factor', SmartphoneIcon, can.password && !self && user.mfa)}
        {item('roles', 'Assign Role', ShieldCheckIcon, can.roles)}
        {item('branches', 'Branch Mapping', NetworkIcon, can.branches)}
        <DropdownMenuSeparator />
        {item('status', user.isActive ? 'Deactivate' : 'Activate', PowerIcon, can.status && !self)}
        {item('viewAs', 'View as', EyeIcon, can.viewAs && !self && user.isActive)}
        {item('history', 'History', HistoryIcon, can.history)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
