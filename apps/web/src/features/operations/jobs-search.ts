import { jobKinds, jobStates } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { oneOf, searchReader } from '@/lib/search-params';
import type { JobsQuery } from './api/list-jobs';

/** The /operations/jobs address: paging, hidden columns, and the filter panel's state and kind. */
export const validateJobsSearch = searchReader({
  ...listSearchShape,
  state: oneOf(jobStates),
  kind: oneOf(jobKinds),
});
export type JobsSearch = ReturnType<typeof validateJobsSearch>;

export function jobsQueryOf(search: JobsSearch): JobsQuery {
  const { page, size } = pagingOf(search);
  return { page, size, state: search.state, kind: search.kind };
}
