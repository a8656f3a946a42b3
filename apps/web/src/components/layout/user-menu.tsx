import { useId } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ChevronsUpDownIcon, KeyRoundIcon, LanguagesIcon, LogOutIcon, UserIcon } from 'lucide-react';
import type { StoredSession } from '@console/contract/core';
import { LanguageChoices } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n';
import { signOut } from '@/lib/sign-out';
import { layoutText } from './messages';

/**
 * Top-bar user menu (spec 1 §2): Change Password, the language the console speaks (kept for the
 * user on the server, so it follows them), and Log out.
 */
export function UserMenu({ session }: { session: StoredSession }) {
  const t = useT(layoutText);
  const languageId = useId();
  const navigate = useNavigate();
  const logOut = async () => {
    await signOut();
    await navigate({ to: '/auth/login', replace: true });
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={t('userMenu', { user: session.userName })}>
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
            {t('changePassword')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-labelledby={languageId}>
          <DropdownMenuLabel
            id={languageId}
            className="flex items-center gap-2 text-xs font-normal text-muted-foreground [&>svg]:size-4"
          >
            <LanguagesIcon aria-hidden="true" />
            {t('language')}
          </DropdownMenuLabel>
          <LanguageChoices />
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          {/* The arrow leads out towards the end of the line. */}
          <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t('logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
