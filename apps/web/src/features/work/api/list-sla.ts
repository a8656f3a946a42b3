import { queryOptions, useQuery } from '@tanstack/react-query';
import { workQueueApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Sla = workQueueApi.Sla;

export const slaListQuery = queryOptions({
  queryKey: queryKeys.work.sla,
  queryFn: ({ signal }) => api(workQueueApi.listSla, { signal }),
});

/** GET WorkQueue/Sla: the SLA of every kind of item in each of the user's organizations. */
export const useSlaList = () => useQuery(slaListQuery);
