import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { securityApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SessionsQuery = NonNullable<EndpointInput<typeof securityApi.listSessions>['query']>;

export const sessionsQuery = (query: SessionsQuery) =>
  queryOptions({
    queryKey: queryKeys.security.sessions(query),
    queryFn: ({ signal }) => api(securityApi.listSessions, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET Security/Sessions: the sessions live now, most recently active first. */
export const useSessions = (query: SessionsQuery) => useQuery(sessionsQuery(query));
