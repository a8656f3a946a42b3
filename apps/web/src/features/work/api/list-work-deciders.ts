import { queryOptions, useQuery } from '@tanstack/react-query';
import { workQueueApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const workDecidersQuery = (recordId: string) =>
  queryOptions({
    queryKey: queryKeys.work.deciders(recordId),
    queryFn: ({ signal }) => api(workQueueApi.listWorkDeciders, { query: { recordId }, signal }),
  });

/** GET WorkQueue/Deciders: the colleagues who may decide an item, for its assignment. */
export const useWorkDeciders = (recordId: string) => useQuery(workDecidersQuery(recordId));
