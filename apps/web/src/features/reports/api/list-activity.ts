import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ActivityQuery = NonNullable<EndpointInput<typeof reportsApi.activityReport>['query']>;

/** GET Reports/Activity: a page of the filtered activity report, newest first. */
export const activityQuery = (query: ActivityQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.activity(query),
    queryFn: ({ signal }) => api(reportsApi.activityReport, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useActivity = (query: ActivityQuery) => useQuery(activityQuery(query));
