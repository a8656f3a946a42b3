import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const lookupCustomersQuery = (organizationId: string, mobile: string) =>
  queryOptions({
    queryKey: queryKeys.customers.inquiry.profiles(organizationId, mobile),
    queryFn: ({ signal }) => api(customersApi.lookupCustomer, { query: { mobile, organizationId }, signal }),
  });

/** Profiles already in the product with this mobile (GET Customers/Lookup?mobile=). */
export const useLookupCustomers = (organizationId: string, mobile: string, enabled: boolean) =>
  useQuery({ ...lookupCustomersQuery(organizationId, mobile), enabled });
