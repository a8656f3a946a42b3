import { adminChangeKinds, adminChangeStatuses } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { oneOf, searchReader } from '@/lib/search-params';
import type { AdminChangesQuery } from './api/list-admin-changes';

/** The /admin-changes address: paging, hidden columns, status and kind. No status shows them all. */
export const validateAdminChangesSearch = searchReader({
  ...listSearchShape,
  status: oneOf(adminChangeStatuses),
  kind: oneOf(adminChangeKinds),
});
export type AdminChangesSearch = ReturnType<typeof validateAdminChangesSearch>;

export function adminChangesQueryOf(search: AdminChangesSearch): AdminChangesQuery {
  const { page, size } = pagingOf(search);
  return { page, size, status: search.status, kind: search.kind };
}
