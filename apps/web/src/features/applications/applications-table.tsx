import type { applicationsApi } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumnDef } from '@/components/data-table/features';
import { pagingOf } from '@/components/data-table/list-search';
import { useApplications } from './api/list-applications';
import { applicationsQueryOf, type ApplicationsSearch } from './applications-search';

/** The applications list: server paging and sort from the address (spec 1 §9). */
export function ApplicationsTable({
  search,
  columns,
}: {
  search: ApplicationsSearch;
  columns: DataTableColumnDef<applicationsApi.ApplicationRow>[];
}) {
  const applications = useApplications(applicationsQueryOf(search));
  const page = applications.data;
  const { page: pageIndex, size } = pagingOf(search);
  return (
    <DataTable
      label="Applications"
      columns={columns}
      data={page?.items}
      isLoading={applications.isPending || applications.isPlaceholderData}
      getRowId={(a) => a.id}
      paging={{ page: pageIndex, size, totalItems: page?.totalItems, totalPages: page?.totalPages ?? 1 }}
      pagination
      sort={search.sort}
      columnVisibility
      hide={search.hide}
    />
  );
}
