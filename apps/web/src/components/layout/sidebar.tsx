import type { ReactNode } from 'react';
import { PanelLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { useSidebar } from './sidebar-context';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

/** The sidebar frame: a fixed column on wide screens, an off-canvas sheet below 768 px. */
export function Sidebar({ children }: { children: ReactNode }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          data-slot="sidebar"
          data-mobile="true"
          className="gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-none"
          style={{ width: SIDEBAR_WIDTH_MOBILE }}
        >
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">The main menu of the console.</SheetDescription>
          <div className="flex h-full flex-col overflow-hidden">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      data-slot="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      aria-label="Sidebar"
      className="group/sidebar sticky top-0 flex h-dvh shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear"
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
    >
      {children}
    </aside>
  );
}

/** Whether labels are hidden (the desktop icon rail). */
export function useSidebarCollapsed(): boolean {
  const { open, isMobile } = useSidebar();
  return !isMobile && !open;
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      data-slot="sidebar-trigger"
      className={cn('size-8', className)}
      onClick={toggle}
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle sidebar (Ctrl+B)"
    >
      <PanelLeftIcon aria-hidden="true" />
    </Button>
  );
}
