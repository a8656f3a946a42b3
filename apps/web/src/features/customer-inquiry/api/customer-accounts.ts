import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const customerAccountsQuery = (organizationId: string, customerId: string) =>
  queryOptions({
    queryKey: queryKeys.customers.inquiry.accounts(organizationId, customerId),
    queryFn: ({ signal }) =>
      api(customersApi.customerAccounts, { params: { id: customerId }, query: { organizationId }, signal }),
  });

/** A verified customer's core accounts (GET Customers/{coreId}/Accounts). */
export const useCustomerAccounts = (organizationId: string, customerId: string, enabled: boolean) =>
  useQuery({ ...customerAccountsQuery(organizationId, customerId), enabled });
