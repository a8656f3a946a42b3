import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mbankingSupportApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET MBankingSupport/UserInfo/{userId}: info, block state, a page of transactions, accounts, OTPs. */
export const userInfoQuery = (userId: string, page: { page: number; size: number }) =>
  queryOptions({
    queryKey: queryKeys.mbanking.user(userId, page),
    queryFn: ({ signal }) => api(mbankingSupportApi.userInfo, { params: { userId }, query: page, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useUserInfo = (userId: string, page: { page: number; size: number }) =>
  useQuery(userInfoQuery(userId, page));
