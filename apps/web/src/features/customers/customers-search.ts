import { z } from 'zod';
import { customerStatuses, type LookupItem } from '@console/contract';
import { listSearchShape, optionalText, pagingOf } from '@/components/data-table/list-search';
import type { FilterField, SortField } from '@/components/filter-dialog';
import type { CustomersQuery } from './api/list-customers';

/** The /customers address: paging, sort and the filters of the Filter dialog (spec 2 §2). */
export const customersSearchSchema = z.object({
  ...listSearchShape,
  name: optionalText(200),
  email: optionalText(200),
  status: z.enum(customerStatuses).optional().catch(undefined),
  hasOngoingApplications: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .catch(undefined),
});
export type CustomersSearch = z.infer<typeof customersSearchSchema>;

export function customersQueryOf(search: CustomersSearch): CustomersQuery {
  const { page, size } = pagingOf(search);
  return {
    page,
    size,
    sort: search.sort,
    name: search.name,
    email: search.email,
    status: search.status,
    hasOngoingApplications: search.hasOngoingApplications ? 'true' : undefined,
  };
}

export const customerSortFields: SortField[] = [
  { value: 'name', label: 'Name' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'email', label: 'Email' },
  { value: 'status', label: 'Status' },
  { value: 'createdAt', label: 'Created at' },
];

/** Statuses come from the CustomerStatus metadata (spec 2 §3). */
export function customerFilters(statuses: readonly LookupItem[]): FilterField[] {
  return [
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'text', name: 'email', label: 'Email' },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: statuses.map((s) => ({ value: s.id, label: s.name })),
    },
    { kind: 'checkbox', name: 'hasOngoingApplications', label: 'Has ongoing applications' },
  ];
}
