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
import { Ltr } from '@/components/ltr';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { translateText, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { SEARCH_MIN_LENGTH, useSearchRecords } from './api/search-records';
import { paletteEntries, screensOf, type PaletteEntry } from './palette-entries';
import { searchText } from './messages';
import { useRecentPlaces, type RecentPlace } from './recent-places';

/** The server is asked once typing pauses this long. */
const DEBOUNCE_MS = 200;

/** A group's title (Recent, Screens, or the plural of a kind of record), as it came if unknown. */
const groupTitle = (group: string): string => {
  const key = `group${group}`;
  return searchText.has(key) ? searchText.t(key) : group;
};

/** The kind of a line (Screen, Customer…), as it came if unknown. */
const typeLabel = (type: string): string => {
  const key = `type${type}`;
  return searchText.has(key) ? searchText.t(key) : type;
};

/**
 * A subtitle as the server wrote it ("+252615550001 · Dahab Bank"), translated, each of its parts
 * kept apart: a part without letters (a phone or account number) reads left to right, and the
 * parts follow the direction of the language.
 */
function Subtitle({ text }: { text: string }) {
  const parts = translateText(text).split(' · ');
  return parts.map((part, i) => (
    <span key={i}>
      {i > 0 && ' · '}
      {/\p{L}/u.test(part) ? <bdi>{part}</bdi> : <Ltr>{part}</Ltr>}
    </span>
  ));
}
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
  const t = useT(searchText);
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
        <DialogTitle className="sr-only">{t('goTo')}</DialogTitle>
        <DialogDescription className="sr-only">{t('description')}</DialogDescription>
        {/* Mounted only while open, so every opening starts empty. */}
        {open && <PaletteBody session={session} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({ session, onClose }: { session: StoredSession; onClose: () => void }) {
  const t = useT(searchText);
  const router = useRouter();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(typed.trim(), DEBOUNCE_MS);
  const search = useSearchRecords(q);
  const { places: remembered, remember } = useRecentPlaces(session.userId);
  const screens = useMemo(() => screensOf(session), [session]);
  // A recent screen reads as the menu names it now, in the language of the moment.
  const places = useMemo(
    () => remembered.map((p) => (p.type === 'Screen' ? (screens.find((s) => s.link === p.link) ?? p) : p)),
    [remembered, screens],
  );

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
    ? t('searching')
    : entries.length === 0
      ? typed.trim()
        ? t('nothingFound')
        : t('typeToSearch')
      : t('resultCount', { count: entries.length });
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
          aria-label={t('inputLabel')}
          // What is typed sets its own direction: a +252… number stays left to right in Arabic.
          dir={typed ? 'auto' : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={t('placeholder')}
          className="h-12 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={t('results')} className="min-h-0 flex-1 overflow-y-auto p-1">
        {groups.map(({ group, items }) => (
          // The group's name is its label; the heading only shows it.
          <li key={group} role="group" aria-label={groupTitle(group)}>
            <div aria-hidden="true" className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground">
              {groupTitle(group)}
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
                      <span className="truncate font-medium">
                        <bdi>{entry.title}</bdi>
                      </span>
                      <span className="truncate text-xs text-muted-foreground">
                        <Subtitle text={entry.subtitle} />
                      </span>
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">{typeLabel(entry.type)}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <p role="status" className="border-t px-3 py-2 text-xs text-muted-foreground">
        {status}
        {!searching && typed.trim() && ` ${t('typeAtLeast', { count: SEARCH_MIN_LENGTH })}`}
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
