import type { SortingState } from '@tanstack/react-table';

/**
 * The contract's `sort` query (paging.ts sortQuery): `field` or `field,desc`, several joined by
 * `;` in priority order. Column ids are the server's sort field names.
 */
export function toSortQuery(sorting: SortingState): string | undefined {
  if (sorting.length === 0) return undefined;
  return sorting.map((s) => (s.desc ? `${s.id},desc` : s.id)).join(';');
}

/** Reads a `sort` query back into table sorting state; malformed parts are ignored. */
export function fromSortQuery(sort: string | undefined | null): SortingState {
  if (!sort) return [];
  const out: SortingState = [];
  for (const part of sort.split(';')) {
    const [id, dir = 'asc'] = part.split(',');
    if (!id || (dir !== 'asc' && dir !== 'desc') || out.some((s) => s.id === id)) continue;
    out.push({ id, desc: dir === 'desc' });
  }
  return out;
}
