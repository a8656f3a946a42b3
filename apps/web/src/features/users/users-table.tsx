import type { usersApi } from '@console/contract';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumnDef } from '@/components/data-table/features';
import { useUsers } from './api/list-users';
import { pagingOf } from '@/components/data-table/list-search';
import { usersQueryOf, type UsersSearch } from './users-search';

/** The users list: server paging and sort from the address (spec 1 §9). */
export function UsersTable({
  search,
  columns,
  toolbar,
}: {
  search: UsersSearch;
  columns: DataTableColumnDef<usersApi.User>[];
  toolbar: ReactNode;
}) {
  const query = usersQueryOf(search);
  const users = useUsers(query);
  const page = users.data;
  const { page: pageIndex, size } = pagingOf(search);
  return (
    <DataTable
      label="Users"
      columns={columns}
      data={page?.items}
      isLoading={users.isPending || users.isPlaceholderData}
      getRowId={(u) => u.id}
      paging={{ page: pageIndex, size, totalItems: page?.totalItems, totalPages: page?.totalPages ?? 1 }}
      pagination
      sort={search.sort}
      columnVisibility
      hide={search.hide}
      toolbar={toolbar}
    />
  );
}
