import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformApi } from '@console/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** What the server runs on (GET System/Info); it does not change while the server runs. */
export const systemInfoQuery = queryOptions({
  queryKey: queryKeys.system.info,
  queryFn: ({ signal }) => api(platformApi.systemInfo, { signal }),
  staleTime: Infinity,
});

export const useSystemInfo = () => useQuery(systemInfoQuery);
