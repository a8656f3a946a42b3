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
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { usersText } from './messages';

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
  const t = useT(usersText);
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
        <Button variant="ghost" size="icon-sm" aria-label={t('actionsFor', { userName: user.userName })}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {item('edit', t('edit'), PencilIcon, can.edit)}
        {item('password', t('changePassword'), KeyRoundIcon, can.password || self)}
        {item('twoFactor', t('resetTwoFactor'), SmartphoneIcon, can.password && !self && user.mfa)}
        {item('roles', t('assignRole'), ShieldCheckIcon, can.roles)}
        {item('branches', t('branchMapping'), NetworkIcon, can.branches)}
        <DropdownMenuSeparator />
        {item('status', user.isActive ? t('deactivate') : t('activate'), PowerIcon, can.status && !self)}
        {item('viewAs', t('viewAs'), EyeIcon, can.viewAs && !self && user.isActive)}
        {item('history', t('history'), HistoryIcon, can.history)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
