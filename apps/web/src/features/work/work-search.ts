import { slaStates, workAreas, workAssignees } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { oneOf, searchReader, uuid } from '@/lib/search-params';
import type { WorkQuery } from './api/list-work-queue';

/** The one order the queue offers, by when an item started to wait; oldest first by default. */
export const WORK_SORT = 'waitingSince';
const sorts = [WORK_SORT, `${WORK_SORT},desc`] as const;

/** The /work address: paging, order, hidden columns and the filters (area, organization, SLA, assignee). */
export const validateWorkSearch = searchReader({
  ...listSearchShape,
  sort: oneOf(sorts),
  area: oneOf(workAreas),
  organizationId: uuid,
  slaState: oneOf(slaStates),
  assignee: oneOf(workAssignees),
});
export type WorkSearch = ReturnType<typeof validateWorkSearch>;

export function workQueryOf(search: WorkSearch): WorkQuery {
  const { page, size } = pagingOf(search);
  return {
    page,
    size,
    sort: search.sort ?? WORK_SORT,
    area: search.area,
    organizationId: search.organizationId,
    slaState: search.slaState,
    assignee: search.assignee,
  };
}
