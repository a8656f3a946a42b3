import { z } from 'zod';
import { applicationFilterStatuses } from '@console/contract';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import type { ApplicationsQuery } from './api/list-applications';

/** The /applications address: paging, sort, and the filter panel's status and isShadow=true. */
export const applicationsSearchSchema = z.object({
  ...listSearchShape,
  status: z.enum(applicationFilterStatuses).optional().catch(undefined),
  isShadow: z
    .union([z.literal(true), z.literal('true')])
    .transform(() => true as const)
    .optional()
    .catch(undefined),
});
export type ApplicationsSearch = z.infer<typeof applicationsSearchSchema>;

export function applicationsQueryOf(search: ApplicationsSearch): ApplicationsQuery {
  const { page, size } = pagingOf(search);
  return {
    page,
    size,
    sort: search.sort,
    status: search.status,
    isShadow: search.isShadow ? 'true' : undefined,
  };
}
