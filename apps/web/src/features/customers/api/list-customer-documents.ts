import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const customerDocumentsQuery = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.customers.documents(customerId),
    queryFn: ({ signal }) => api(documentsApi.customerDocuments, { params: { id: customerId }, signal }),
  });

/** A customer's documents (GET Customers/{id}/Documents). */
export const useCustomerDocuments = (customerId: string, enabled = true) =>
  useQuery({ ...customerDocumentsQuery(customerId), enabled });
