import type { securityApi } from '@console/contract';
import { LockOpenIcon, LogOutIcon, UsersRoundIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { securityText } from './messages';

type Session = securityApi.Session;
type Lockout = securityApi.Lockout;
type FailedSignIn = securityApi.FailedSignIn;
export type SessionAction = 'end' | 'endAll';

/*
 * Each list has one order (most recent first): no column sorts. Headers are read as the table
 * renders: in the language of the moment.
 */
const plain = { enableSorting: false } as const;
const t = securityText.t;
const when = (value: string) => <span className="text-muted-foreground">{formatDateTime(value)}</span>;
const ltr = (value: string | null) => <Ltr>{value ?? ''}</Ltr>;

const sessions = dataTableColumns<Session>();
export function sessionColumns(onAction: (action: SessionAction, s: Session) => void, canEnd: boolean) {
  return sessions.columns([
    sessions.accessor('userName', {
      header: () => t('user'),
      enableHiding: false,
      ...plain,
      cell: ({ row }) => (
        <span className="grid">
          <Ltr className="font-medium">{row.original.userName}</Ltr>
          {row.original.actorName && (
            <span className="text-xs text-muted-foreground">
              {t('viewedAsBy', { actorName: row.original.actorName })}
            </span>
          )}
        </span>
      ),
    }),
    sessions.accessor('address', {
      header: () => t('address'),
      ...plain,
      cell: ({ getValue }) => ltr(getValue()),
    }),
    sessions.accessor('userAgent', {
      header: () => t('browser'),
      ...plain,
      meta: { className: 'max-w-72 whitespace-normal text-xs' },
      cell: ({ getValue }) => ltr(getValue()),
    }),
    sessions.accessor('startedAt', {
      header: () => t('started'),
      ...plain,
      cell: ({ getValue }) => when(getValue()),
    }),
    sessions.accessor('lastSeenAt', {
      header: () => t('lastSeen'),
      ...plain,
      cell: ({ getValue }) => when(getValue()),
    }),
    sessions.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'text-end', rowActions: true },
      cell: ({ row }) => {
        const { userName, address } = row.original;
        return (
          <div className="flex justify-end gap-1">
            <Button
              size="icon-sm"
              variant="ghost"
              disabled={!canEnd}
              title={t('endSession')}
              aria-label={
                address === null
                  ? t('endSessionOfUnknownAddress', { userName })
                  : t('endSessionOf', { userName, address })
              }
              onClick={() => onAction('end', row.original)}
            >
              <LogOutIcon aria-hidden="true" />
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              disabled={!canEnd}
              title={t('endAllSessionsOfThisUser')}
              aria-label={t('endAllSessionsOf', { userName })}
              onClick={() => onAction('endAll', row.original)}
            >
              <UsersRoundIcon aria-hidden="true" />
            </Button>
          </div>
        );
      },
    }),
  ]);
}

const lockouts = dataTableColumns<Lockout>();
export function lockoutColumns(onUnlock: (l: Lockout) => void, canUnlock: boolean) {
  return lockouts.columns([
    lockouts.accessor('userName', {
      header: () => t('user'),
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => ltr(getValue()),
    }),
    lockouts.accessor('lockedUntil', {
      header: () => t('lockedUntil'),
      ...plain,
      cell: ({ getValue }) => when(getValue()),
    }),
    lockouts.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'text-end', rowActions: true },
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          disabled={!canUnlock}
          aria-label={t('unlockUser', { userName: row.original.userName })}
          onClick={() => onUnlock(row.original)}
        >
          <LockOpenIcon aria-hidden="true" />
          {t('unlock')}
        </Button>
      ),
    }),
  ]);
}

const failed = dataTableColumns<FailedSignIn>();
export const failedSignInColumns = failed.columns([
  failed.accessor('at', {
    header: () => t('when'),
    enableHiding: false,
    ...plain,
    cell: ({ getValue }) => when(getValue()),
  }),
  failed.accessor('userName', {
    header: () => t('nameTried'),
    ...plain,
    cell: ({ getValue }) => ltr(getValue()),
  }),
  failed.accessor('address', {
    header: () => t('address'),
    ...plain,
    cell: ({ getValue }) => ltr(getValue()),
  }),
  failed.accessor('reason', {
    header: () => t('reason'),
    ...plain,
    // The server records its reasons in English: shown in the user's language when the contract has
    // them, isolated so that an English one keeps its order in Arabic.
    cell: ({ getValue }) => <bdi>{translateText(getValue() ?? '')}</bdi>,
  }),
]);
