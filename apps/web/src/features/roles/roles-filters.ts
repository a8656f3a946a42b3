import type { FilterField, SortField } from '@/components/filter-dialog';

// Apart from roles-search.ts, whose reader loads with the app's entry: these load with the screen.
export const roleFilters: FilterField[] = [{ kind: 'text', name: 'name', label: 'Name' }];

export const roleSortFields: SortField[] = [
  { value: 'name', label: 'Name' },
  { value: 'createdAt', label: 'Created at' },
];
