import { queryOptions, useQuery } from '@tanstack/react-query';
import { workQueueApi } from '@console/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Gently: a new item seldom needs a person within the minute, and the focus refetch covers returns. */
const WORK_COUNT_POLL_MS = 60_000;

export const workCountQuery = queryOptions({
  queryKey: queryKeys.work.count,
  queryFn: ({ signal }) => api(workQueueApi.countWorkQueue, { signal }),
  refetchInterval: WORK_COUNT_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: WORK_COUNT_POLL_MS / 2,
});

/**
 * GET WorkQueue/Count: how many items wait on the signed-in user (the sidebar's badge). Asked only
 * of those who decide something; any decision, claim or assignment refreshes it (staleAfter).
 */
export const useWorkCount = (enabled: boolean) => useQuery({ ...workCountQuery, enabled });
