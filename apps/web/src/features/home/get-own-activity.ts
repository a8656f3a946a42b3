import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How far back the home screen looks. */
export const RECENT_DAYS = 7;
export const RECENT_COUNT = 10;

/**
 * The signed-in user's own latest events. The server limits holders of the user dashboard alone
 * to their own events; createdBy is sent anyway so report holders see theirs too.
 */
export const ownActivityQuery = (userName: string) =>
  queryOptions({
    queryKey: queryKeys.reports.ownActivity(userName),
    queryFn: ({ signal }) => {
      const since = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60_000);
      return api(reportsApi.activityReport, {
        query: { createdBy: userName, startDate: since.toISOString(), page: 0, size: RECENT_COUNT },
        signal,
      });
    },
  });

export const useOwnActivity = (userName: string) => useQuery(ownActivityQuery(userName));
