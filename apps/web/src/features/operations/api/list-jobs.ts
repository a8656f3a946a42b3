import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operationsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type JobsQuery = NonNullable<EndpointInput<typeof operationsApi.listJobs>['query']>;

/** Jobs move on their own (the worker runs them): the open screen asks again this often. */
export const JOBS_REFRESH_MS = 5_000;

export const jobsListQuery = (query: JobsQuery) =>
  queryOptions({
    queryKey: queryKeys.operations.jobs(query),
    queryFn: ({ signal }) => api(operationsApi.listJobs, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: JOBS_REFRESH_MS,
  });

/** GET Operations/Jobs: a page of jobs, newest first, with the count of each state. */
export const useJobs = (query: JobsQuery) => useQuery(jobsListQuery(query));
