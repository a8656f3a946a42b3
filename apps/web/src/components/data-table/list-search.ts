import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@console/contract/core';
import { integer, matching, text } from '@/lib/search-params';

/** The `hide` parameter of a list with a column menu: hidden column ids joined by `,`. */
export const hiddenColumns = matching(/^\w{1,40}(,\w{1,40}){0,39}$/);

/** Search parameters every list route accepts (spread into its search reader). */
export const listSearchShape = {
  page: integer(0),
  size: integer(1, MAX_PAGE_SIZE),
  sort: text(200),
  hide: hiddenColumns,
};

export interface ListSearch {
  page?: number;
  size?: number;
  sort?: string;
  hide?: string;
}

/** Page and size with the defaults of spec 1 §9 (0 and 10). */
export function pagingOf(search: ListSearch): { page: number; size: number } {
  return { page: search.page ?? DEFAULT_PAGE, size: search.size ?? DEFAULT_PAGE_SIZE };
}
