import type { ReactNode } from 'react';
import { PanelLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useLanguage, useT } from '@/lib/i18n';
import { languageFacts } from '@/lib/language';
import { cn } from '@/lib/utils';
import { layoutText } from './messages';
import { useSidebar } from './sidebar-context';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

/** The screen edge the sidebar stands at: where lines start, so the right in Arabic. */
export function useSidebarSide(): 'left' | 'right' {
  return languageFacts[useLanguage()].dir === 'rtl' ? 'right' : 'left';
}

/**
 * The sidebar frame: a fixed column on wide screens, an off-canvas sheet below 768 px, both at
 * the edge where lines start (the column by the document's direction, the sheet by its side).
 */
export function Sidebar({ children }: { children: ReactNode }) {
  const t = useT(layoutText);
  const side = useSidebarSide();
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side={side}
          data-slot="sidebar"
          data-mobile="true"
          className="gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-none"
          style={{ width: SIDEBAR_WIDTH_MOBILE }}
        >
          <SheetTitle className="sr-only">{t('navigation')}</SheetTitle>
          <SheetDescription className="sr-only">{t('navigationDescription')}</SheetDescription>
          <div className="flex h-full flex-col overflow-hidden">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      data-slot="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      data-side={side}
      aria-label={t('sidebar')}
      className="group/sidebar sticky top-0 flex h-dvh shrink-0 flex-col overflow-hidden border-e border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear"
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
  const t = useT(layoutText);
  const { toggle, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      data-slot="sidebar-trigger"
      className={cn('size-8', className)}
      onClick={toggle}
      aria-label={t('toggleSidebar')}
      aria-expanded={isMobile ? openMobile : open}
      title={t('toggleSidebarHint', { shortcut: 'Ctrl+B' })}
    >
      {/* The panel drawn on the side the sidebar stands. */}
      <PanelLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
    </Button>
  );
}
