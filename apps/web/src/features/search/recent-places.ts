import { useCallback, useState } from 'react';

/** A screen or a record opened from the palette, as it will be offered again. */
export interface RecentPlace {
  /** "Screen" or the kind of record (Customer, Business, ...). */
  type: string;
  title: string;
  subtitle: string;
  link: string;
}

/** This many places are kept, the most recent first. */
const KEPT = 8;

// Per user: people who share a browser do not see each other's places.
const storageKey = (userId: string) => `console.recent-places.${userId}`;

const isPlace = (value: unknown): value is RecentPlace =>
  typeof value === 'object' &&
  value !== null &&
  ['type', 'title', 'subtitle', 'link'].every(
    (k) => typeof (value as Record<string, unknown>)[k] === 'string',
  ) &&
  // Only paths of the console: a stored value is never a way out of it.
  (value as RecentPlace).link.startsWith('/') &&
  !(value as RecentPlace).link.startsWith('//');

export function readRecentPlaces(userId: string): RecentPlace[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPlace).slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts a place first (once) and keeps the most recent ones. */
export function rememberPlace(userId: string, place: RecentPlace): RecentPlace[] {
  const { type, title, subtitle, link } = place;
  const places = [
    { type, title, subtitle, link },
    ...readRecentPlaces(userId).filter((p) => p.link !== link),
  ].slice(0, KEPT);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(places));
  } catch {
    // Storage full or refused: the palette works without its memory.
  }
  return places;
}

/** The user's recent places, and how to add one. */
export function useRecentPlaces(userId: string) {
  const [places, setPlaces] = useState(() => readRecentPlaces(userId));
  const remember = useCallback((place: RecentPlace) => setPlaces(rememberPlace(userId, place)), [userId]);
  return { places, remember };
}
