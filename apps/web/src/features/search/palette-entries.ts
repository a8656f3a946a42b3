import { isParent, visibleNavGroups, type NavLinkItem, type NavUser } from '@/components/layout/nav-items';
import { searchText } from './messages';
import type { RecentPlace } from './recent-places';

/** One line of the palette's list. */
export interface PaletteEntry extends RecentPlace {
  key: string;
  /** Where it is listed: Recent, Screens, or the kind of record. */
  group: string;
}

/**
 * The screens of the menu the user may open, each with its group ("Onboarding › Customers"), named
 * in the language of the moment.
 */
export function screensOf(user: NavUser | null): RecentPlace[] {
  return visibleNavGroups(user).flatMap((group) =>
    group.items.flatMap((item) => {
      const links: NavLinkItem[] = isParent(item) ? [...item.children] : [item];
      return links.map((link) => ({
        type: 'Screen',
        title: isParent(item)
          ? searchText.t('screenPath', { parent: item.title, screen: link.title })
          : link.title,
        subtitle: group.title,
        link: link.to,
      }));
    }),
  );
}

const matches = (place: RecentPlace, words: string[]) => {
  const text = `${place.title} ${place.subtitle}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/**
 * The list for a typed text: recent places first, then screens, then the records the server
 * found by kind. A place is listed once, where it comes first. Empty text: recent and screens.
 */
export function paletteEntries(
  typed: string,
  recent: readonly RecentPlace[],
  screens: readonly RecentPlace[],
  records: readonly RecentPlace[],
): PaletteEntry[] {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const entries: PaletteEntry[] = [];
  const add = (group: string | ((p: RecentPlace) => string), places: readonly RecentPlace[]) => {
    for (const place of places) {
      if (seen.has(place.link)) continue;
      seen.add(place.link);
      const name = typeof group === 'string' ? group : group(place);
      entries.push({ ...place, group: name, key: `${name}:${place.link}` });
    }
  };
  // A recent record matches by its words, or when the server found it again.
  const found = new Set(records.map((r) => r.link));
  add(
    'Recent',
    recent.filter((p) => matches(p, words) || found.has(p.link)),
  );
  add(
    'Screens',
    screens.filter((p) => matches(p, words)),
  );
  add((p) => p.type, records);
  return entries;
}
