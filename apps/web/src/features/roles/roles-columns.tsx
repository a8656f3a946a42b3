import type { rolesApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { PendingChangeBadge } from '@/components/pending-change-badge';
import { formatCount } from '@/lib/format';
import { rolesText } from './messages';
import { RoleRowActions, type RoleAction } from './role-row-actions';
import { UserText } from '@/components/user-text';

const helper = dataTableColumns<rolesApi.Role>();

const t = rolesText.t;

/**
 * Ids of sortable columns are the server's sort fields (contract listRoles: name). Headers are read
 * as the table renders: in the language of the moment.
 */
export function roleColumns(onAction: (action: RoleAction, role: rolesApi.Role) => void) {
  return helper.columns([
    helper.accessor('name', {
      header: () => t('name'),
      enableHiding: false,
      cell: ({ row }) => (
        <>
          <UserText className="font-medium">{row.original.name}</UserText>
          <PendingChangeBadge changeId={row.original.pendingChangeId} name={row.original.name} />
        </>
      ),
    }),
    helper.accessor('description', {
      header: () => t('description'),
      enableSorting: false,
      meta: { className: 'max-w-md whitespace-normal' },
      // Written in any language: isolated, it reads in the direction of its own letters.
      cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
    }),
    helper.accessor((r) => r.permissions.length, {
      id: 'permissions',
      header: () => t('permissions'),
      enableSorting: false,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => formatCount(getValue()),
    }),
    helper.accessor('userCount', {
      header: () => t('users'),
      enableSorting: false,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => formatCount(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'w-24 text-end', rowActions: true },
      cell: ({ row }) => <RoleRowActions role={row.original} onAction={onAction} />,
    }),
  ]);
}
