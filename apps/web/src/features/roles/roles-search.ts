import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { searchReader, text } from '@/lib/search-params';
import type { RolesQuery } from './api/list-roles';

/** The /roles address: paging, sort and the name filter. */
export const validateRolesSearch = searchReader({ ...listSearchShape, name: text(100) });
export type RolesSearch = ReturnType<typeof validateRolesSearch>;

export function rolesQueryOf(search: RolesSearch): RolesQuery {
  return { ...pagingOf(search), sort: search.sort, name: search.name };
}
