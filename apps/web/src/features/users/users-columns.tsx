import type { usersApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { PendingChangeBadge } from '@/components/pending-change-badge';
import { Badge } from '@/components/ui/badge';
import { usersText } from './messages';
import { MfaBadge, UserStatusBadge } from './user-status-badge';
import { UserRowActions, type UserAction } from './user-row-actions';

const helper = dataTableColumns<usersApi.User>();

const t = usersText.t;

/**
 * Column ids of sortable columns are the server's sort fields (contract listUsers). Headers, and
 * their names in the column menu, are read as the table renders: in the language of the moment.
 */
export function userColumns(onAction: (action: UserAction, user: usersApi.User) => void) {
  return helper.columns([
    helper.accessor('userName', {
      header: () => t('userName'),
      enableHiding: false,
      cell: ({ row }) => (
        <>
          <Ltr className="font-medium">{row.original.userName}</Ltr>
          <PendingChangeBadge changeId={row.original.pendingChangeId} name={row.original.userName} />
        </>
      ),
    }),
    helper.accessor('phone', {
      header: () => t('phone'),
      meta: {
        get title() {
          return t('phone');
        },
      },
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('email', {
      header: () => t('email'),
      meta: {
        get title() {
          return t('email');
        },
      },
      cell: ({ getValue }) => <Ltr>{getValue() ?? ''}</Ltr>,
    }),
    helper.accessor((u) => u.roles.map((r) => r.name).join(', '), {
      id: 'roles',
      header: () => t('roles'),
      enableSorting: false,
      meta: {
        get title() {
          return t('roles');
        },
      },
      cell: ({ row }) => (
        <div className="flex max-w-72 flex-wrap gap-1">
          {row.original.isSUDO && <Badge>{t('administrator')}</Badge>}
          {row.original.roles.map((r) => (
            <Badge key={r.id} variant="secondary">
              {r.name}
            </Badge>
          ))}
        </div>
      ),
    }),
    helper.accessor('mfa', {
      header: () => t('twoFactor'),
      enableSorting: false,
      meta: {
        get title() {
          return t('twoFactor');
        },
      },
      cell: ({ getValue }) => <MfaBadge enabled={getValue()} />,
    }),
    helper.accessor('isActive', {
      header: () => t('status'),
      meta: {
        get title() {
          return t('status');
        },
      },
      cell: ({ getValue }) => <UserStatusBadge isActive={getValue()} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'w-12 text-end', rowActions: true },
      cell: ({ row }) => <UserRowActions user={row.original} onAction={onAction} />,
    }),
  ]);
}
