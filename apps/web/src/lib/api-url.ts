import { API_BASE, buildPath } from '@console/contract/core';

function encodeValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/** Query string with a leading `?`, or empty; unset and empty values are left out, arrays repeat the key. */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const item of Array.isArray(raw) ? (raw as unknown[]) : [raw]) {
      const value = encodeValue(item);
      if (value !== undefined) search.append(key, value);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full URL of an endpoint call: API base, path with its parameters filled, query string. */
export function endpointUrl(path: string, params: unknown, query: unknown): string {
  const values =
    typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : undefined;
  return API_BASE + buildPath(path, values) + queryString(query);
}
