import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DashboardQuery = NonNullable<EndpointInput<typeof reportsApi.dashboardStats>['query']>;

/** GET Reports/Dashboards/Stats: summary, per-user and per-day counts of a range. */
export const dashboardStatsQuery = (query: DashboardQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.dashboard(query),
    queryFn: ({ signal }) => api(reportsApi.dashboardStats, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useDashboardStats = (query: DashboardQuery) => useQuery(dashboardStatsQuery(query));
