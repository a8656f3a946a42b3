import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const accountInquiryQuery = (organizationId: string, accountNo: string) =>
  queryOptions({
    queryKey: queryKeys.merchants.account(organizationId, accountNo),
    queryFn: ({ signal }) =>
      api(merchantsApi.accountInquiry, { query: { organizationId, accountNo }, signal }),
  });

/** The core's information about an account (GET Accounts/Inquiry). */
export const useAccountInquiry = (organizationId: string, accountNo: string | undefined) =>
  useQuery({ ...accountInquiryQuery(organizationId, accountNo ?? ''), enabled: Boolean(accountNo) });

/** The account holder's photo from the core's customer file (GET Merchants/CIF/Image). */
export const accountHolderImageQuery = (organizationId: string, accountNo: string) =>
  queryOptions({
    queryKey: queryKeys.merchants.holderImage(organizationId, accountNo),
    queryFn: ({ signal }) =>
      api(merchantsApi.accountHolderImage, { query: { organizationId, accountNo }, signal }),
    gcTime: 60_000,
  });
