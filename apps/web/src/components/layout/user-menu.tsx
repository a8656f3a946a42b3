import { useNavigate } from '@tanstack/react-router';
import { ChevronsUpDownIcon, KeyRoundIcon, LogOutIcon, UserIcon } from 'lucide-react';
import type { StoredSession } from '@console/contract/core';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '@/lib/sign-out';

/** Top-bar user menu (spec 1 §2): Change Password and Log out. */
export function UserMenu({ session }: { session: StoredSession }) {
  const navigate = useNavigate();
  const logOut = async () => {
    await signOut();
    await navigate({ to: '/auth/login', replace: true });
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`User menu: ${session.userName}`}>
          <UserIcon aria-hidden="true" />
          <span className="hidden max-w-40 truncate sm:inline">{session.userName}</span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{session.userName}</span>
          {session.userRoles.length > 0 && (
            <span className="truncate text-xs font-normal text-muted-foreground">
              {session.userRoles.map((r) => r.name).join(', ')}
            </span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!session.actorName && (
          <DropdownMenuItem onSelect={() => void navigate({ to: '/auth/reset-password' })}>
            <KeyRoundIcon aria-hidden="true" />
            Change Password
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
