import { queryOptions } from '@tanstack/react-query';
import { customersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A verified customer's photo from the core (GET Customers/InquiryImage/{org}/{customerId}). */
export const inquiryImageQuery = (org: string, customerId: string) =>
  queryOptions({
    queryKey: queryKeys.customers.inquiry.image(org, customerId),
    queryFn: ({ signal }) => api(customersApi.inquiryImage, { params: { org, customerId }, signal }),
    gcTime: 60_000,
  });
