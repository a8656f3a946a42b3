import type { ListSource } from '@console/contract';
import type { ListEntry } from './list-entry.ts';
import { ScreeningIndex, type IndexedEntry } from './matcher.ts';

/** An entry as the repository reads it: the parser's reading, kept as JSON, and its hash. */
interface StoredEntry {
  id: string;
  source: string;
  entry: unknown;
  contentHash: string;
}

/** The index of entries as stored: the whole lists in force, or what one version changed. */
export const indexOf = (rows: readonly StoredEntry[]): ScreeningIndex =>
  new ScreeningIndex(
    rows.map(
      (r) =>
        ({
          ...(r.entry as ListEntry),
          source: r.source as ListSource,
          entryId: r.id,
          contentHash: r.contentHash,
        }) satisfies IndexedEntry,
    ),
  );
