import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { dayParam, rangeQuery } from '@/lib/date-range';
import { oneOf, searchReader, text, uuid } from '@/lib/search-params';
import type { FailedSignInsQuery } from './api/list-failed-sign-ins';
import type { SessionsQuery } from './api/list-sessions';

export const securityTabs = ['sessions', 'lockouts', 'failed', 'policies', 'networks'] as const;
export type SecurityTab = (typeof securityTabs)[number];

/**
 * The /security address: the open tab, the paging and filters of its list (one list shows at a
 * time, so they share the parameters), and the organization whose networks are open.
 */
export const validateSecuritySearch = searchReader({
  ...listSearchShape,
  tab: oneOf(securityTabs),
  userName: text(50),
  address: text(50),
  from: dayParam,
  to: dayParam,
  org: uuid,
});
export type SecuritySearch = ReturnType<typeof validateSecuritySearch>;

export const namedQueryOf = (search: SecuritySearch): SessionsQuery => ({
  ...pagingOf(search),
  userName: search.userName,
});

export const failedSignInsQueryOf = (search: SecuritySearch): FailedSignInsQuery => ({
  ...pagingOf(search),
  ...rangeQuery(search.from, search.to),
  userName: search.userName,
  address: search.address,
});
