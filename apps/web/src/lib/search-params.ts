import { defaultParseSearch } from '@tanstack/react-router';

/**
 * Readers for the search part of an address (TanStack Router's `validateSearch`). Route options
 * other than the screen load with the app's entry, so these stay free of zod: a list's address
 * must not pull the schema library onto the sign-in page. A bad value is dropped rather than
 * failing the route, since people edit and share addresses.
 */
export type SearchParser<T> = (value: unknown) => T | undefined;

type Parsed<S> = { [K in keyof S]?: S[K] extends SearchParser<infer T> ? T : never };

/** A `validateSearch` function reading each named parameter with its parser. */
export function searchReader<S extends Record<string, SearchParser<unknown>>>(shape: S) {
  return (raw: Record<string, unknown>): Parsed<S> => {
    const out: Record<string, unknown> = {};
    for (const [name, parse] of Object.entries(shape)) {
      const value = parse(raw[name]);
      if (value !== undefined) out[name] = value;
    }
    return out as Parsed<S>;
  };
}

// The router reads `?phone=912` as the number 912; a text parameter takes it back as text.
const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/** Trimmed text of at most `max` characters; blank means absent. */
export const text =
  (max: number): SearchParser<string> =>
  (value) => {
    const trimmed = asText(value)?.trim();
    return trimmed && trimmed.length <= max ? trimmed : undefined;
  };

/** Trimmed text matching `pattern`. */
export const matching =
  (pattern: RegExp): SearchParser<string> =>
  (value) => {
    const trimmed = asText(value)?.trim();
    return trimmed !== undefined && pattern.test(trimmed) ? trimmed : undefined;
  };

/** A whole number within bounds, given as a number or as its digits. */
export const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER): SearchParser<number> =>
  (value) => {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };

/** One of a fixed set of values. */
export const oneOf =
  <const T extends string>(values: readonly T[]): SearchParser<T> =>
  (value) =>
    values.find((v) => v === value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A record id. */
export const uuid: SearchParser<string> = (value) =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

/** `true` or `false`, as a boolean or as text. */
export const boolean: SearchParser<boolean> = (value) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/** A flag that is either on (`true`) or absent. */
export const onlyTrue: SearchParser<true> = (value) =>
  value === true || value === 'true' ? true : undefined;

/**
 * The router's `stringifySearch`. Its default writes text that reads as a number in JSON quotes
 * (`merchantCode=%2220000001%22`) so that it reads back as text; every reader above takes a
 * number back as its digits, so such text is written plain (`merchantCode=20000001`). Text that
 * would read back as something else (`true`, `null`, `1e5`, `[1]`) keeps its quotes, objects are
 * JSON, and reading stays the router's default, so addresses written with quotes still work.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined) params.set(name, searchValue(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function searchValue(value: unknown): string {
  if (typeof value === 'string') return readsBackAsText(value) ? value : JSON.stringify(value);
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Whether the router reads `value`, written plain, back as this text or as the number it spells. */
function readsBackAsText(value: string): boolean {
  const back = (defaultParseSearch(`?v=${encodeURIComponent(value)}`) as Record<string, unknown>).v;
  return back === value || (typeof back === 'number' && String(back) === value);
}
