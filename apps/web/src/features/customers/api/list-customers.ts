import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CustomersQuery = NonNullable<EndpointInput<typeof customersApi.listCustomers>['query']>;

export const customersListQuery = (query: CustomersQuery) =>
  queryOptions({
    queryKey: queryKeys.customers.list(query),
    queryFn: ({ signal }) => api(customersApi.listCustomers, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: CustomersQuery) => useQuery(customersListQuery(query));
