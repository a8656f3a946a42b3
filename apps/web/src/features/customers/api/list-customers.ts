import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';

export type CustomersQuery = NonNullable<EndpointInput<typeof customersApi.listCustomers>['query']>;

/** Every customer query starts with this key, so one invalidation refreshes them all. */
export const customersKey = ['customers'] as const;

export const customersListQuery = (query: CustomersQuery) =>
  queryOptions({
    queryKey: [...customersKey, 'list', query],
    queryFn: ({ signal }) => api(customersApi.listCustomers, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: CustomersQuery) => useQuery(customersListQuery(query));
