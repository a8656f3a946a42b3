import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { METADATA_CACHE_MS } from '@console/contract/core';
import { mockApi } from '@/test/table-support';
import { createQueryClient } from './query-client';
import { lookupName, useCountries, useLookup, useMetadata } from './metadata';

const map = {
  CustomerStatus: [{ id: 'Pending', name: 'Pending' }],
  DocumentName: [{ id: 'Photo', name: 'Photo' }],
};

// Each render is a fresh page load: a new query client, only local storage survives.
function freshPage() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('metadata cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps Metadata/others in local storage for 60 s, then asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const calls = mockApi({ 'GET Metadata/others': { body: map } });

    const first = renderHook(() => useMetadata(), { wrapper: freshPage() });
    await waitFor(() => expect(first.result.current.data).toEqual(map));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('metadata-cache:others') ?? '{}')).toEqual({
      savedAt: Date.parse('2026-01-01T10:00:00Z'),
      data: map,
    });

    // Within the lifetime a reload answers from local storage, at once and without a call.
    vi.setSystemTime(Date.parse('2026-01-01T10:00:00Z') + METADATA_CACHE_MS - 1);
    const second = renderHook(() => useMetadata(), { wrapper: freshPage() });
    expect(second.result.current.data).toEqual(map);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);

    // Once 60 s have passed the stored copy is ignored.
    vi.setSystemTime(Date.parse('2026-01-01T10:00:00Z') + METADATA_CACHE_MS);
    const third = renderHook(() => useMetadata(), { wrapper: freshPage() });
    expect(third.result.current.data).toBeUndefined();
    await waitFor(() => expect(third.result.current.data).toEqual(map));
    expect(calls).toHaveLength(2);
  });

  it('caches lookups and countries under their own keys and ignores unreadable entries', async () => {
    localStorage.setItem('metadata-cache:lookup:Gender', '{not json');
    const calls = mockApi({
      'GET Metadata/Lookups/Gender': { body: [{ id: 'Female', name: 'Female' }] },
      'GET Metadata/Countries': { body: [{ id: 'SO', name: 'Somalia' }] },
    });
    const gender = renderHook(() => useLookup('Gender'), { wrapper: freshPage() });
    const countries = renderHook(() => useCountries(), { wrapper: freshPage() });
    await waitFor(() => expect(gender.result.current.data).toEqual([{ id: 'Female', name: 'Female' }]));
    await waitFor(() => expect(countries.result.current.data).toEqual([{ id: 'SO', name: 'Somalia' }]));
    expect(calls.map((c) => c.path).sort()).toEqual(['Metadata/Countries', 'Metadata/Lookups/Gender']);
    expect(localStorage.getItem('metadata-cache:lookup:Gender')).toContain('Female');
    expect(localStorage.getItem('metadata-cache:countries')).toContain('Somalia');
    expect(lookupName(countries.result.current.data, 'SO')).toBe('Somalia');
    expect(lookupName(countries.result.current.data, 'XX')).toBe('XX');
  });
});
