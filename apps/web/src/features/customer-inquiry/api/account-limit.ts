import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, queryKeys, staleAfter } from '@/lib/query-keys';

export type LimitParams = EndpointInput<typeof accountsApi.getLimit>['params'];
export type SetLimitBody = EndpointInput<typeof accountsApi.setLimit>['body'];

export const accountLimitQuery = (params: LimitParams) =>
  queryOptions({
    queryKey: queryKeys.customers.inquiry.limit(params.org, params.account),
    queryFn: ({ signal }) => api(accountsApi.getLimit, { params, signal }),
  });

/** GET Accounts/GetLimit: the current DahabPlus daily limit of a linked account. */
export const useAccountLimit = (params: LimitParams) => useQuery(accountLimitQuery(params));

/** POST Accounts/SetLimit (204: the console's "updated" alert). */
export const setLimit = (body: SetLimitBody) => api(accountsApi.setLimit, { body });

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: () => invalidate(queryClient, staleAfter.accountChange),
  });
}
