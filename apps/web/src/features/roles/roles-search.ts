import { z } from 'zod';
import { listSearchShape, optionalText, pagingOf } from '@/components/data-table/list-search';
import type { FilterField, SortField } from '@/components/filter-dialog';
import type { RolesQuery } from './api/list-roles';

/** The /roles address: paging, sort and the name filter. */
export const rolesSearchSchema = z.object({ ...listSearchShape, name: optionalText(100) });
export type RolesSearch = z.infer<typeof rolesSearchSchema>;

export function rolesQueryOf(search: RolesSearch): RolesQuery {
  return { ...pagingOf(search), sort: search.sort, name: search.name };
}

export const roleFilters: FilterField[] = [{ kind: 'text', name: 'name', label: 'Name' }];

export const roleSortFields: SortField[] = [
  { value: 'name', label: 'Name' },
  { value: 'createdAt', label: 'Created at' },
];
