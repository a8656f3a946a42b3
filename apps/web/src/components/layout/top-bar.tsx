import type { ComponentType } from 'react';
import type { StoredSession } from '@console/contract/core';
import { ThemeSwitch } from '@/components/theme-switch';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from './sidebar';
import { UserMenu } from './user-menu';

/** A feature's part of the top bar, drawn for the signed-in session. */
type TopBarSlot = ComponentType<{ session: StoredSession }>;

/** What the route puts in the top bar beside the shell's own controls: the search, in the middle, and controls before the theme switch (the notification bell). */
export interface TopBarParts {
  search?: TopBarSlot;
  controls?: TopBarSlot;
}

export function TopBar({
  session,
  search: Search,
  controls: Controls,
}: { session: StoredSession } & TopBarParts) {
  return (
    <header className="sticky top-0 z-30 flex h-12 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SidebarTrigger />
      <Separator orientation="vertical" className="me-1 data-[orientation=vertical]:h-4" />
      <div className="flex flex-1 justify-center">{Search && <Search session={session} />}</div>
      {Controls && <Controls session={session} />}
      <ThemeSwitch />
      <UserMenu session={session} />
    </header>
  );
}
