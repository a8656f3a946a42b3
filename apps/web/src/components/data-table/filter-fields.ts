import { z } from 'zod';
import type { SearchRecord } from './use-search-writer';

/**
 * A list's filters, declared as data (STYLE §8): each writes the query parameter of its name,
 * and FilterDialog or FilterPanel draws them.
 */
export type FilterField = TextFilter | SelectFilter | CheckboxFilter | DateRangeFilter;

export interface TextFilter {
  kind: 'text';
  name: string;
  label: string;
  placeholder?: string;
  inputMode?: 'numeric';
  /** What a non-empty value must be; its message shows under the field. */
  rule?: z.ZodType<string, string>;
}

export interface SelectFilter {
  kind: 'select';
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The choice that filters nothing (default "All"). */
  anyLabel?: string;
  /** Options with long names: in a panel above the table the field is wider. */
  wide?: boolean;
}

/** A flag written as `true`, or left out of the address. */
export interface CheckboxFilter {
  kind: 'checkbox';
  name: string;
  label: string;
}

/** Two days (YYYY-MM-DD) under their own names; the first caps the second and back. */
export interface DateRangeFilter {
  kind: 'dateRange';
  from: { name: string; label: string };
  to: { name: string; label: string };
  /** The days shown when the address names none (empty without it). */
  defaults?: (search: SearchRecord) => { from: string; to: string };
  /** Both days are needed, with these messages. */
  required?: { from: string; to: string };
  /** A rule over both days; its message shows under the second. */
  rule?: (from: string, to: string) => string | null;
}

export interface SortField {
  value: string;
  label: string;
}

export type FilterValues = Record<string, string | boolean>;

/** The select value that stands for "no filter". */
export const ANY = '__any';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query parameters the filters write. */
export function filterParamNames(fields: readonly FilterField[]): string[] {
  return fields.flatMap((f) => (f.kind === 'dateRange' ? [f.from.name, f.to.name] : [f.name]));
}

/** The form's values as the address gives them. */
export function initialFilterValues(fields: readonly FilterField[], search: SearchRecord): FilterValues {
  const values: FilterValues = {};
  const read = (name: string) => {
    const v = search[name];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  };
  // A date input shows nothing of a value that is not a day: its default shows instead.
  const day = (name: string) => {
    const v = read(name);
    return v !== undefined && DAY.test(v) ? v : undefined;
  };
  for (const f of fields) {
    switch (f.kind) {
      case 'text':
        values[f.name] = read(f.name) ?? '';
        break;
      case 'select':
        values[f.name] = read(f.name) ?? ANY;
        break;
      case 'checkbox':
        values[f.name] = search[f.name] === true || search[f.name] === 'true';
        break;
      case 'dateRange': {
        const fallback = f.defaults?.(search);
        values[f.from.name] = day(f.from.name) ?? fallback?.from ?? '';
        values[f.to.name] = day(f.to.name) ?? fallback?.to ?? '';
        break;
      }
    }
  }
  return values;
}

/** The address parameters of submitted values: trimmed, and none for an empty field. */
export function filterSearch(values: FilterValues): SearchRecord {
  const out: SearchRecord = {};
  for (const [name, v] of Object.entries(values)) {
    if (v === true) out[name] = true;
    else if (typeof v === 'string' && v.trim() && v !== ANY) out[name] = v.trim();
  }
  return out;
}

/** The validation the fields declare, for react-hook-form's zod resolver. */
export function filterValuesSchema(fields: readonly FilterField[]): z.ZodType<FilterValues, FilterValues> {
  const shape: Record<string, z.ZodType<string | boolean, string | boolean>> = {};
  const ranges: DateRangeFilter[] = [];
  for (const f of fields) {
    switch (f.kind) {
      case 'text':
        shape[f.name] = f.rule ? z.union([z.literal(''), f.rule]) : z.string();
        break;
      case 'select':
        shape[f.name] = z.string();
        break;
      case 'checkbox':
        shape[f.name] = z.boolean();
        break;
      case 'dateRange':
        shape[f.from.name] = f.required ? z.iso.date(f.required.from) : z.string();
        shape[f.to.name] = f.required ? z.iso.date(f.required.to) : z.string();
        if (f.rule) ranges.push(f);
        break;
    }
  }
  return z.object(shape).superRefine((values, ctx) => {
    for (const f of ranges) {
      const from = values[f.from.name];
      const to = values[f.to.name];
      if (typeof from !== 'string' || typeof to !== 'string' || !DAY.test(from) || !DAY.test(to)) continue;
      const problem = f.rule?.(from, to);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [f.to.name] });
    }
  });
}
