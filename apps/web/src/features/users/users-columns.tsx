import type { usersApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { PendingChangeBadge } from '@/components/pending-change-badge';
import { Badge } from '@/components/ui/badge';
import { MfaBadge, UserStatusBadge } from './user-status-badge';
import { UserRowActions, type UserAction } from './user-row-actions';

const helper = dataTableColumns<usersApi.User>();

/** Column ids of sortable columns are the server's sort fields (contract listUsers). */
export function userColumns(onAction: (action: UserAction, user: usersApi.User) => void) {
  return helper.columns([
    helper.accessor('userName', {
      header: 'Username',
      enableHiding: false,
      cell: ({ row }) => (
        <>
          <span className="font-medium">{row.original.userName}</span>
          <PendingChangeBadge changeId={row.original.pendingChangeId} name={row.original.userName} />
        </>
      ),
    }),
    helper.accessor('phone', { header: 'Phone' }),
    helper.accessor('email', { header: 'Email', cell: ({ getValue }) => getValue() ?? '' }),
    helper.accessor((u) => u.roles.map((r) => r.name).join(', '), {
      id: 'roles',
      header: 'Roles',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex max-w-72 flex-wrap gap-1">
          {row.original.isSUDO && <Badge>Administrator</Badge>}
          {row.original.roles.map((r) => (
            <Badge key={r.id} variant="secondary">
              {r.name}
            </Badge>
          ))}
        </div>
      ),
    }),
    helper.accessor('mfa', {
      header: '2FA',
      enableSorting: false,
      meta: { title: '2FA' },
      cell: ({ getValue }) => <MfaBadge enabled={getValue()} />,
    }),
    helper.accessor('isActive', {
      header: 'Status',
      cell: ({ getValue }) => <UserStatusBadge isActive={getValue()} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'w-12 text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => <UserRowActions user={row.original} onAction={onAction} />,
    }),
  ]);
}
