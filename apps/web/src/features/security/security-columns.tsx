import type { securityApi } from '@console/contract';
import { LockOpenIcon, LogOutIcon, UsersRoundIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

type Session = securityApi.Session;
type Lockout = securityApi.Lockout;
type FailedSignIn = securityApi.FailedSignIn;
export type SessionAction = 'end' | 'endAll';

// Each list has one order (most recent first): no column sorts.
const plain = { enableSorting: false } as const;
const when = (value: string) => <span className="text-muted-foreground">{formatDateTime(value)}</span>;

const sessions = dataTableColumns<Session>();
export function sessionColumns(onAction: (action: SessionAction, s: Session) => void, canEnd: boolean) {
  return sessions.columns([
    sessions.accessor('userName', {
      header: 'User',
      enableHiding: false,
      ...plain,
      cell: ({ row }) => (
        <span className="grid">
          <span className="font-medium">{row.original.userName}</span>
          {row.original.actorName && (
            <span className="text-xs text-muted-foreground">viewed as by {row.original.actorName}</span>
          )}
        </span>
      ),
    }),
    sessions.accessor('address', { header: 'Address', ...plain }),
    sessions.accessor('userAgent', {
      header: 'Browser',
      ...plain,
      meta: { className: 'max-w-72 whitespace-normal text-xs' },
    }),
    sessions.accessor('startedAt', { header: 'Started', ...plain, cell: ({ getValue }) => when(getValue()) }),
    sessions.accessor('lastSeenAt', {
      header: 'Last seen',
      ...plain,
      cell: ({ getValue }) => when(getValue()),
    }),
    sessions.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          <Button
            size="icon-sm"
            variant="ghost"
            disabled={!canEnd}
            title="End session"
            aria-label={`End the session of ${row.original.userName} from ${row.original.address ?? 'an unknown address'}`}
            onClick={() => onAction('end', row.original)}
          >
            <LogOutIcon aria-hidden="true" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            disabled={!canEnd}
            title="End all sessions of this user"
            aria-label={`End all sessions of ${row.original.userName}`}
            onClick={() => onAction('endAll', row.original)}
          >
            <UsersRoundIcon aria-hidden="true" />
          </Button>
        </div>
      ),
    }),
  ]);
}

const lockouts = dataTableColumns<Lockout>();
export function lockoutColumns(onUnlock: (l: Lockout) => void, canUnlock: boolean) {
  return lockouts.columns([
    lockouts.accessor('userName', { header: 'User', enableHiding: false, ...plain }),
    lockouts.accessor('lockedUntil', {
      header: 'Locked until',
      ...plain,
      cell: ({ getValue }) => when(getValue()),
    }),
    lockouts.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          disabled={!canUnlock}
          aria-label={`Unlock ${row.original.userName}`}
          onClick={() => onUnlock(row.original)}
        >
          <LockOpenIcon aria-hidden="true" />
          Unlock
        </Button>
      ),
    }),
  ]);
}

const failed = dataTableColumns<FailedSignIn>();
export const failedSignInColumns = failed.columns([
  failed.accessor('at', {
    header: 'When',
    enableHiding: false,
    ...plain,
    cell: ({ getValue }) => when(getValue()),
  }),
  failed.accessor('userName', { header: 'Name tried', ...plain }),
  failed.accessor('address', { header: 'Address', ...plain }),
  failed.accessor('reason', { header: 'Reason', ...plain }),
]);
