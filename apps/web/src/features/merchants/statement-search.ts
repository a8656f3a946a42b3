import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { dayParam, todayUtc } from '@/lib/date-range';
import { matching, searchReader } from '@/lib/search-params';
import type { StatementQuery } from './api/statement';

/** The /merchant/transactions address: the range as days, the code (monitors only), paging. */
export const validateStatementSearch = searchReader({
  page: listSearchShape.page,
  size: listSearchShape.size,
  from: dayParam,
  to: dayParam,
  merchantCode: matching(/^\d{1,12}$/),
});
export type StatementSearch = ReturnType<typeof validateStatementSearch>;

/** The days of the statement: today in UTC unless chosen, the last one the first by default (spec 2 §9). */
export function statementDays(search: StatementSearch, now = new Date()) {
  const from = search.from ?? todayUtc(now);
  return { from, to: search.to ?? from };
}

/** From 00:00:00.000 of the first day to 23:59:59.999 of the last one, UTC (spec 2 §9). */
function statementRange(search: StatementSearch, now: Date) {
  const { from, to } = statementDays(search, now);
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
