import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.customers.detail(id),
    queryFn: ({ signal }) => api(customersApi.getCustomer, { params: { id }, signal }),
  });

/** One profile (GET Customers/{id}). */
export const useCustomer = (id: string) => useQuery(customerQuery(id));
