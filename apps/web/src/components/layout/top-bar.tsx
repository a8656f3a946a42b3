import type { ReactNode } from 'react';
import type { StoredSession } from '@console/contract/core';
import { ThemeSwitch } from '@/components/theme-switch';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from './sidebar';
import { UserMenu } from './user-menu';

/** The bar above every screen; `children` are the features' own controls (the notification bell). */
export function TopBar({ session, children }: { session: StoredSession; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 flex h-12 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-4" />
      <div className="flex-1" />
      {children}
      <ThemeSwitch />
      <UserMenu session={session} />
    </header>
  );
}
