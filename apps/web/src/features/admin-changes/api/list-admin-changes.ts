import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminChangesApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminChangesQuery = NonNullable<EndpointInput<typeof adminChangesApi.listAdminChanges>['query']>;

export const adminChangesListQuery = (query: AdminChangesQuery) =>
  queryOptions({
    queryKey: queryKeys.adminChanges.list(query),
    queryFn: ({ signal }) => api(adminChangesApi.listAdminChanges, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET AdminChanges: administration changes, newest first, filtered by status, kind or record. */
export const useAdminChanges = (query: AdminChangesQuery, enabled = true) =>
  useQuery({ ...adminChangesListQuery(query), enabled });
