import type { rolesApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { PendingChangeBadge } from '@/components/pending-change-badge';
import { RoleRowActions, type RoleAction } from './role-row-actions';

const helper = dataTableColumns<rolesApi.Role>();

/** Ids of sortable columns are the server's sort fields (contract listRoles: name). */
export function roleColumns(onAction: (action: RoleAction, role: rolesApi.Role) => void) {
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      enableHiding: false,
      cell: ({ row }) => (
        <>
          <span className="font-medium">{row.original.name}</span>
          <PendingChangeBadge changeId={row.original.pendingChangeId} name={row.original.name} />
        </>
      ),
    }),
    helper.accessor('description', {
      header: 'Description',
      enableSorting: false,
      meta: { className: 'max-w-md whitespace-normal' },
    }),
    helper.accessor((r) => r.permissions.length, {
      id: 'permissions',
      header: 'Permissions',
      enableSorting: false,
      meta: { className: 'tabular-nums' },
    }),
    helper.accessor('userCount', {
      header: 'Users',
      enableSorting: false,
      meta: { className: 'tabular-nums' },
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'w-24 text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => <RoleRowActions role={row.original} onAction={onAction} />,
    }),
  ]);
}
