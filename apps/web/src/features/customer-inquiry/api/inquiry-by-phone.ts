import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const inquiryByPhoneQuery = (org: string, mobile: string) =>
  queryOptions({
    queryKey: queryKeys.customers.inquiry.verified(org, mobile),
    queryFn: ({ signal }) => api(customersApi.inquiryByPhone, { params: { org, mobile }, signal }),
  });

/** Verified customers of the organization's core with this mobile (GET Customers/InquiryByPhone). */
export const useInquiryByPhone = (org: string | undefined, mobile: string | undefined) =>
  useQuery({ ...inquiryByPhoneQuery(org ?? '', mobile ?? ''), enabled: Boolean(org && mobile) });
