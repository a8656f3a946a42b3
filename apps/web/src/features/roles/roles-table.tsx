import type { rolesApi } from '@console/contract';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumnDef } from '@/components/data-table/features';
import { pagingOf } from '@/components/data-table/list-search';
import { useRoles } from './api/list-roles';
import { rolesQueryOf, type RolesSearch } from './roles-search';

export function RolesTable({
  search,
  columns,
  toolbar,
}: {
  search: RolesSearch;
  columns: DataTableColumnDef<rolesApi.Role>[];
  toolbar: ReactNode;
}) {
  const roles = useRoles(rolesQueryOf(search));
  const { page, size } = pagingOf(search);
  return (
    <DataTable
      label="Roles"
      columns={columns}
      data={roles.data?.items}
      isLoading={roles.isPending || roles.isPlaceholderData}
      getRowId={(r) => r.id}
      paging={{ page, size, totalItems: roles.data?.totalItems, totalPages: roles.data?.totalPages ?? 1 }}
      pagination
      sort={search.sort}
      toolbar={toolbar}
    />
  );
}
