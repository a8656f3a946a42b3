import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workQueueApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type WorkQuery = NonNullable<EndpointInput<typeof workQueueApi.listWorkQueue>['query']>;
export type WorkItem = workQueueApi.WorkItem;

export const workQueueListQuery = (query: WorkQuery) =>
  queryOptions({
    queryKey: queryKeys.work.list(query),
    queryFn: ({ signal }) => api(workQueueApi.listWorkQueue, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET WorkQueue: the items waiting for a decision the user may take, oldest first. */
export const useWorkQueue = (query: WorkQuery) => useQuery(workQueueListQuery(query));
