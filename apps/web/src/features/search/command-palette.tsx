import { useRouter } from '@tanstack/react-router';
import {
  Building2Icon,
  ClockIcon,
  ContactIcon,
  FileCheckIcon,
  LayoutGridIcon,
  SearchIcon,
  StoreIcon,
  UserIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { StoredSession } from '@console/contract/core';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { SEARCH_MIN_LENGTH, useSearchRecords } from './api/search-records';
import { paletteEntries, screensOf, type PaletteEntry } from './palette-entries';
import { useRecentPlaces, type RecentPlace } from './recent-places';

/** The server is asked once typing pauses this long. */
const DEBOUNCE_MS = 200;

const groupTitles: Record<string, string> = {
  Customer: 'Customers',
  Application: 'Applications',
  Business: 'Businesses',
  Account: 'Accounts',
  Merchant: 'Merchants',
  User: 'Users',
};
const icons: Record<string, LucideIcon> = {
  Screen: LayoutGridIcon,
  Customer: ContactIcon,
  Application: FileCheckIcon,
  Business: Building2Icon,
  Account: WalletIcon,
  Merchant: StoreIcon,
  User: UserIcon,
};

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface CommandPaletteProps {
  session: StoredSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus was when the palette opened, to go back to on closing. */
  returnFocus: () => HTMLElement | null;
}

/**
 * The command palette: a dialog holding a combobox whose list offers the recent places, the
 * screens of the menu and the records the server finds. Radix keeps the focus inside while it is
 * open and closes it on Escape; the focus then goes back where it was, which Radix, knowing no
 * trigger when a shortcut opened it, would not do.
 */
export function CommandPalette({ session, open, onOpenChange, returnFocus }: CommandPaletteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        onCloseAutoFocus={(e) => {
          const back = returnFocus();
          if (!back?.isConnected) return;
          e.preventDefault();
          back.focus();
        }}
        className="top-[12%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
      >
        <DialogTitle className="sr-only">Go to</DialogTitle>
        <DialogDescription className="sr-only">
          Type a mobile number, a name, an account number, an id, a code or a user name. Arrow keys choose,
          Enter opens, Escape closes.
        </DialogDescription>
        {/* Mounted only while open, so every opening starts empty. */}
        {open && <PaletteBody session={session} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({ session, onClose }: { session: StoredSession; onClose: () => void }) {
  const router = useRouter();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(typed.trim(), DEBOUNCE_MS);
  const search = useSearchRecords(q);
  const { places, remember } = useRecentPlaces(session.userId);
  const screens = useMemo(() => screensOf(session), [session]);

  const searching = typed.trim().length >= SEARCH_MIN_LENGTH;
  const found = search.data?.items;
  const entries = useMemo(
    () => paletteEntries(typed, places, screens, searching ? (found ?? []) : []),
    [typed, places, screens, searching, found],
  );
  // A new list starts at its first line.
  useEffect(() => setActive(0), [entries.length, typed]);

  const optionId = (i: number) => `${id}-option-${i}`;
  const current = entries[Math.min(active, entries.length - 1)];

  useEffect(() => {
    if (!current) return;
    document.getElementById(optionId(entries.indexOf(current)))?.scrollIntoView?.({ block: 'nearest' });
  });

  const go = (entry: PaletteEntry) => {
    const place: RecentPlace = {
      type: entry.type,
      title: entry.title,
      subtitle: entry.subtitle,
      link: entry.link,
    };
    remember(place);
    onClose();
    void router.navigate({ href: entry.link });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = entries.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (count === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (Math.min(i, count - 1) + step + count) % count);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (current) go(current);
    }
  };

  const pending = searching && (search.isFetching || q !== typed.trim());
  const status = pending
    ? 'Searching…'
    : entries.length === 0
      ? typed.trim()
        ? 'Nothing found.'
        : 'Type to search.'
      : `${entries.length} ${entries.length === 1 ? 'result' : 'results'}.`;
  const listId = `${id}-list`;
  const groups = groupsOf(entries);

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-8rem))] flex-col">
      <div className="flex items-center gap-2 border-b px-3">
        <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(entries.indexOf(current)) : undefined}
          aria-label="Search records and screens"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder="Mobile, name, account number, id, code or user name…"
          className="h-12 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Results" className="min-h-0 flex-1 overflow-y-auto p-1">
        {groups.map(({ group, items }) => (
          // The group's name is its label; the heading only shows it.
          <li key={group} role="group" aria-label={groupTitles[group] ?? group}>
            <div aria-hidden="true" className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground">
              {groupTitles[group] ?? group}
            </div>
            <ul role="presentation">
              {items.map((entry) => {
                const index = entries.indexOf(entry);
                const Icon = group === 'Recent' ? ClockIcon : (icons[entry.type] ?? LayoutGridIcon);
                const selected = entry === current;
                return (
                  <li
                    key={entry.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm',
                      selected && 'bg-accent text-accent-foreground',
                    )}
                    onMouseMove={() => !selected && setActive(index)}
                    onClick={() => go(entry)}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium">{entry.title}</span>
                      <span className="truncate text-xs text-muted-foreground">{entry.subtitle}</span>
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">{entry.type}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <p role="status" className="border-t px-3 py-2 text-xs text-muted-foreground">
        {status}
        {!searching && typed.trim() && ' Type at least 2 characters to search records.'}
      </p>
    </div>
  );
}

/** Consecutive entries of one group, in the order of the list. */
function groupsOf(entries: readonly PaletteEntry[]) {
  const groups: { group: string; items: PaletteEntry[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.group === entry.group) last.items.push(entry);
    else groups.push({ group: entry.group, items: [entry] });
  }
  return groups;
}
