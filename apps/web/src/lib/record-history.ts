import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi } from '@console/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** The latest events a History view shows; the full timeline is in Reports › Activity. */
export const HISTORY_SIZE = 100;

/** GET Reports/Activity?recordId=: one record's timeline over all time, newest first. */
export const recordHistoryQuery = (recordId: string) =>
  queryOptions({
    queryKey: queryKeys.reports.recordHistory(recordId),
    queryFn: ({ signal }) =>
      api(reportsApi.activityReport, { query: { recordId, size: HISTORY_SIZE }, signal }),
    // A History view is opened to see the latest change: never answer it from an older reading.
    staleTime: 0,
  });

export const useRecordHistory = (recordId: string) => useQuery(recordHistoryQuery(recordId));
