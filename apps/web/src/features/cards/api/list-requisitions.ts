import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cardRequisitionsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { pollWhileAwaitingCore } from '@/lib/awaiting-core';
import { queryKeys } from '@/lib/query-keys';

export type RequisitionsQuery = NonNullable<
  EndpointInput<typeof cardRequisitionsApi.listCardRequisitions>['query']
>;
export type RequisitionKind = cardRequisitionsApi.RequisitionType;
export type CardRow = cardRequisitionsApi.CardRequisition;
export type LimitRow = cardRequisitionsApi.LimitRequisition;
export type RequisitionRow = CardRow | LimitRow;

export const requisitionsQuery = (kind: RequisitionKind, query: RequisitionsQuery) =>
  queryOptions({
    queryKey: queryKeys.cards.requisitions(kind, query),
    queryFn: ({ signal }): Promise<{ items: RequisitionRow[]; totalItems: number; totalPages: number }> =>
      kind === 'Card'
        ? api(cardRequisitionsApi.listCardRequisitions, { query, signal })
        : api(cardRequisitionsApi.listLimitRequisitions, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileAwaitingCore(query.state.data?.items),
  });

/** GET Accounts/Cards/Requisitions or Accounts/Cards/Requisitions/Limit, paged, filtered. */
export const useRequisitions = (kind: RequisitionKind, query: RequisitionsQuery) =>
  useQuery(requisitionsQuery(kind, query));
