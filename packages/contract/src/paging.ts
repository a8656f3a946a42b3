import { z } from 'zod';
import { messages } from './messages.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-sizes.ts';
import { singleLine } from './text.ts';

export { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './page-sizes.ts';

/** Paging parameters (spec 1 §3): `page` from 0 and `size` default 10, as query parameters. */
export const pagingQuery = {
  page: z.coerce.number().int().min(0).max(1_000_000_000).default(DEFAULT_PAGE),
  size: z.coerce.number().int().min(1, messages.pageSizeMin).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/**
 * What the OpenAPI document says of a sort parameter: one key (an enum of every `key`,
 * `key,asc` and `key,desc`), or several joined by `;` (a pattern over the same keys).
 */
function sortDocument(fields: readonly string[]) {
  const one = fields.flatMap((f) => [f, `${f},asc`, `${f},desc`]);
  const key = `(?:${fields.join('|')})(?:,(?:asc|desc))?`;
  return {
    description: `Sort by ${fields.join(', ')}: \`key\` or \`key,desc\`, several joined by \`;\`.`,
    anyOf: [{ enum: one }, { pattern: `^${key}(?:;${key})+$` }],
  };
}

/**
 * Sort as `field` or `field,desc`, several joined by `;` (multi-column sort by shift-click).
 * The allowed fields are per list.
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  const field = z.enum(fields);
  return singleLine()
    .max(200)
    .meta(sortDocument(fields))
    .transform((raw, ctx) => {
      const out: { field: F[number]; desc: boolean }[] = [];
      for (const part of raw.split(';').filter(Boolean)) {
        const [name, dir = 'asc'] = part.split(',');
        const parsed = field.safeParse(name);
        if (!parsed.success || (dir !== 'asc' && dir !== 'desc')) {
          ctx.addIssue({ code: 'custom', message: `Unknown sort: ${part}` });
          return z.NEVER;
        }
        out.push({ field: parsed.data, desc: dir === 'desc' });
      }
      return out;
    })
    .optional();
}

/** Paged result (spec 1 §3). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    /** More rows match than were counted: `totalItems` is a lower bound (`totalPages` too). */
    totalAtLeast: z.boolean(),
  });

export interface Paged<T> {
  items: T[];
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
  /** More rows match than were counted: `totalItems` is a lower bound (`totalPages` too). */
  totalAtLeast: boolean;
}

/** Base fields of every stored record (spec 1 §3). */
export const baseRecord = {
  id: z.string(),
  rowVersion: z.number().int(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  timeStamp: z.string(),
};

/** A boolean carried in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
