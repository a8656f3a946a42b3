import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { pollWhileAwaitingCore } from '@/lib/awaiting-core';
import { queryKeys } from '@/lib/query-keys';

/** A customer's applications, shadow ones included (the profile's Applications tab). */
export const customerApplicationsQuery = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.applications.ofCustomer(customerId),
    queryFn: ({ signal }) =>
      api(applicationsApi.customerApplications, { params: { id: customerId }, signal }),
    refetchInterval: (query) => pollWhileAwaitingCore(query.state.data),
  });

export const useCustomerApplications = (customerId: string) =>
  useQuery(customerApplicationsQuery(customerId));
