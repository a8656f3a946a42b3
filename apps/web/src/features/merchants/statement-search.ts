import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { matching, searchReader } from '@/lib/search-params';
import type { StatementQuery } from './api/statement';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The /merchant/transactions address: the range as days, the code (monitors only), paging. */
export const validateStatementSearch = searchReader({
  page: listSearchShape.page,
  size: listSearchShape.size,
  from: matching(DAY),
  to: matching(DAY),
  merchantCode: matching(/^\d{1,12}$/),
});
export type StatementSearch = ReturnType<typeof validateStatementSearch>;

/** Today in UTC, the default of both ends (spec 2 §9). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** From 00:00:00.000 of the first day to 23:59:59.999 of the last one, UTC (spec 2 §9). */
export function statementRange(search: StatementSearch, now = new Date()) {
  const from = search.from ?? todayUtc(now);
  const to = search.to ?? from;
  return { from: `${from}T00:00:00.000Z`, to: `${to}T23:59:59.999Z` };
}

export function statementQueryOf(
  search: StatementSearch,
  canMonitor: boolean,
  now = new Date(),
): StatementQuery {
  return {
    ...pagingOf(search),
    ...statementRange(search, now),
    ...(canMonitor && search.merchantCode ? { merchantCode: search.merchantCode } : {}),
  };
}
