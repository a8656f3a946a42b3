import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@console/contract';

/**
 * Search parameters every list route accepts (spread into its validateSearch schema). A bad
 * value is dropped rather than failing the route, since people edit and share addresses.
 */
export const listSearchShape = {
  page: z.coerce.number().int().min(0).optional().catch(undefined),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().catch(undefined),
  sort: z.string().max(200).optional().catch(undefined),
};

export interface ListSearch {
  page?: number;
  size?: number;
  sort?: string;
}

/** Page and size with the defaults of spec 1 §9 (0 and 10). */
export function pagingOf(search: ListSearch): { page: number; size: number } {
  return { page: search.page ?? DEFAULT_PAGE, size: search.size ?? DEFAULT_PAGE_SIZE };
}

/** An optional text filter: blank means absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined));
