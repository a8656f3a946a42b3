import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { METADATA_CACHE_MS, metadataApi, type LookupItem, type LookupKey } from '@console/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Server metadata (spec 2 §3, §9; spec 1 §9): the metadata map, lookups by key and countries.
 * Each answer is kept in local storage for METADATA_CACHE_MS and seeds TanStack Query as
 * initialData, so a reload within that time asks the server nothing.
 */

const STORAGE_PREFIX = 'metadata-cache:';
const lookupList = z.array(z.object({ id: z.string(), name: z.string() }));
const cached = z.object({ savedAt: z.number(), data: z.unknown() });

interface CacheEntry<T> {
  savedAt: number;
  data: T;
}

/** A fresh entry under `name`, or undefined when absent, unreadable or older than the lifetime. */
export function readMetadataCache<T>(name: string, schema: z.ZodType<T>): CacheEntry<T> | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + name);
    if (!raw) return undefined;
    const entry = cached.safeParse(JSON.parse(raw));
    if (!entry.success) return undefined;
    const age = Date.now() - entry.data.savedAt;
    if (age < 0 || age >= METADATA_CACHE_MS) return undefined;
    const data = schema.safeParse(entry.data.data);
    return data.success ? { savedAt: entry.data.savedAt, data: data.data } : undefined;
  } catch {
    return undefined;
  }
}

export function writeMetadataCache(name: string, data: unknown): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + name, JSON.stringify({ savedAt: Date.now(), data }));
  } catch {
    // Storage full or disabled: the data is still in the query cache for this page's life.
  }
}

function persistedQuery<T>(name: string, schema: z.ZodType<T>, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey: queryKeys.metadata(name),
    queryFn: async ({ signal }) => {
      const data = await fetch(signal);
      writeMetadataCache(name, data);
      return data;
    },
    initialData: () => readMetadataCache(name, schema)?.data,
    initialDataUpdatedAt: () => readMetadataCache(name, schema)?.savedAt,
    staleTime: METADATA_CACHE_MS,
  });
}

export const metadataQuery = () =>
  persistedQuery('others', z.record(z.string(), lookupList), (signal) => api(metadataApi.others, { signal }));

export const lookupQuery = (key: LookupKey) =>
  persistedQuery(`lookup:${key}`, lookupList, (signal) =>
    api(metadataApi.lookup, { params: { key }, signal }),
  );

export const countriesQuery = () =>
  persistedQuery('countries', lookupList, (signal) => api(metadataApi.countries, { signal }));

/** The metadata map (GET Metadata/others): BusinessStatus, CustomerStatus, DocumentName, … */
export const useMetadata = () => useQuery(metadataQuery());

/** One lookup (GET Metadata/Lookups/{key}), e.g. Gender or DocumentName. */
export const useLookup = (key: LookupKey) => useQuery(lookupQuery(key));

/** Countries (GET Metadata/Countries), ISO alpha-2 code as id. */
export const useCountries = () => useQuery(countriesQuery());

/** The display name of `id` in a lookup, or the id itself when the lookup does not know it. */
export function lookupName(items: readonly LookupItem[] | undefined, id: string | null | undefined): string {
  if (!id) return '';
  return items?.find((i) => i.id === id)?.name ?? id;
}
