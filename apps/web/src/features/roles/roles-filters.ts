import type { FilterField, SortField } from '@/components/filter-dialog';
import { rolesText } from './messages';

// Apart from roles-search.ts, whose reader loads with the app's entry: these load with the screen.
// Made at render, in the language of the moment.
export const roleFilters = (): FilterField[] => [{ kind: 'text', name: 'name', label: rolesText.t('name') }];

export const roleSortFields = (): SortField[] => [
  { value: 'name', label: rolesText.t('name') },
  { value: 'createdAt', label: rolesText.t('createdAt') },
];
