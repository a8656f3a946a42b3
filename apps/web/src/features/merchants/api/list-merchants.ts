import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const merchantsOfAccountQuery = (organizationId: string, accountNo: string) =>
  queryOptions({
    queryKey: queryKeys.merchants.ofAccount(organizationId, accountNo),
    queryFn: ({ signal }) =>
      api(merchantsApi.listMerchants, { query: { organizationId, accountNo }, signal }),
  });

export const merchantByCodeQuery = (organizationId: string, code: string) =>
  queryOptions({
    queryKey: queryKeys.merchants.byCode(organizationId, code),
    queryFn: ({ signal }) => api(merchantsApi.listMerchants, { query: { organizationId, code }, signal }),
  });

/** The merchants of an account (GET Merchants?accountNo=). */
export const useMerchantsOfAccount = (organizationId: string, accountNo: string | undefined) =>
  useQuery({ ...merchantsOfAccountQuery(organizationId, accountNo ?? ''), enabled: Boolean(accountNo) });

/** The merchant with a code, as a list of none or one (GET Merchants?code=). */
export const useMerchantByCode = (organizationId: string, code: string | undefined) =>
  useQuery({ ...merchantByCodeQuery(organizationId, code ?? ''), enabled: Boolean(code) });
