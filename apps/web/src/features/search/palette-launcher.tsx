import { SearchIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { StoredSession } from '@console/contract/core';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { searchText } from './messages';

// The palette and the schemas of its search load with its first opening, not with the shell.
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

const onMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl+K, or Cmd+K on a Mac; not with other modifiers (Ctrl+Shift+K is the browser's). */
const isShortcut = (e: KeyboardEvent) =>
  e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;

/** The top bar's search button, and the shortcut that opens the palette from anywhere in the shell. */
export function PaletteLauncher({ session }: { session: StoredSession }) {
  const [open, setOpen] = useState(false);
  // Once loaded, the palette stays mounted so that closing it can animate and return the focus.
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const show = (next: boolean) => {
    if (next) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLoaded(true);
    }
    setOpen(next);
  };
  // The shortcut's listener is added once; it reads the latest state through these.
  const latest = useRef({ open, show });
  latest.current = { open, show };

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isShortcut(e) || e.defaultPrevented) return;
      e.preventDefault();
      latest.current.show(!latest.current.open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const t = useT(searchText);
  const mac = onMac();
  return (
    <>
      <Button
        variant="outline"
        className="h-8 w-full max-w-64 justify-start gap-2 px-2 font-normal text-muted-foreground"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => show(true)}
      >
        <SearchIcon aria-hidden="true" />
        <span className="flex-1 text-start">{t('searchButton')}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border bg-muted px-1.5 font-sans text-[0.7rem] font-medium sm:inline"
        >
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette
            session={session}
            open={open}
            onOpenChange={show}
            returnFocus={() => opener.current}
          />
        </Suspense>
      )}
    </>
  );
}
