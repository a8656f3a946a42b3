import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type StatementQuery = EndpointInput<typeof merchantsApi.statement>['query'];
export type StatementRangeQuery = EndpointInput<typeof merchantsApi.statementCsv>['query'];

export const statementQuery = (query: StatementQuery) =>
  queryOptions({
    queryKey: queryKeys.merchants.statement(query),
    queryFn: ({ signal }) => api(merchantsApi.statement, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the merchant statement and the totals of its whole range (GET Merchants/Transactions). */
export const useStatement = (query: StatementQuery) => useQuery(statementQuery(query));

/** The statement of the range as CSV (GET Merchants/Transactions/Export). */
export const statementCsv = (query: StatementRangeQuery) => api(merchantsApi.statementCsv, { query });
