import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { merchantsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCsvExport, type ChunkHandler } from '@/lib/use-csv-export';

export type StatementQuery = EndpointInput<typeof merchantsApi.statement>['query'];
type StatementRangeQuery = EndpointInput<typeof merchantsApi.statementCsv>['query'];

export const statementQuery = (query: StatementQuery) =>
  queryOptions({
    queryKey: queryKeys.merchants.statement(query),
    queryFn: ({ signal }) => api(merchantsApi.statement, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the merchant statement and the totals of its whole range (GET Merchants/Transactions). */
export const useStatement = (query: StatementQuery) => useQuery(statementQuery(query));

/** The statement of the range as CSV (GET Merchants/Transactions/Export), streamed. */
const statementCsv = (query: StatementRangeQuery, onChunk: ChunkHandler) =>
  api(merchantsApi.statementCsv, { query, onChunk });

export const useStatementExport = () => useCsvExport(statementCsv);
