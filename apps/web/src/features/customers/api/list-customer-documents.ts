import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { customersKey } from './list-customers';

export const customerDocumentsQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...customersKey, 'documents', customerId],
    queryFn: ({ signal }) => api(documentsApi.customerDocuments, { params: { id: customerId }, signal }),
  });

/** A customer's documents (GET Customers/{id}/Documents). */
export const useCustomerDocuments = (customerId: string, enabled = true) =>
  useQuery({ ...customerDocumentsQuery(customerId), enabled });
