import { Link } from '@tanstack/react-router';
import { dataTableColumns } from '@/components/data-table/features';
import { UserText } from '@/components/user-text';
import { formatDateTime } from '@/lib/format';
import type { Hit } from './api/list-hits';
import { HitStatusBadge } from './hit-status-badge';
import { screeningText } from './messages';
import { scorePercent } from './score';

const helper = dataTableColumns<Hit>();
// The list has one order, newest first: no column sorts.
const plain = { enableSorting: false } as const;
const t = screeningText.t;
const titled = (key: Parameters<typeof t>[0], className?: string) => ({
  ...(className ? { className } : {}),
  get title() {
    return t(key);
  },
});

/** Headers are read as the table renders: in the language of the moment. */
export function hitColumns() {
  return helper.columns([
    helper.accessor('recordName', {
      header: () => t('record'),
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-44 whitespace-normal' },
      cell: ({ row }) => (
        <Link
          to="/screening/hits/$id"
          params={{ id: row.original.id }}
          aria-label={t('openHitOf', { name: row.original.recordName })}
          className="font-medium underline-offset-4 hover:underline"
        >
          <UserText>{row.original.recordName}</UserText>
        </Link>
      ),
    }),
    helper.accessor('entryName', {
      header: () => t('listEntry'),
      ...plain,
      meta: titled('listEntry', 'min-w-48 whitespace-normal'),
      cell: ({ row }) => (
        <span className="grid">
          <span className="text-xs text-muted-foreground">
            {t('entryOf', { source: t(row.original.source), reference: row.original.reference })}
          </span>
          <UserText>{row.original.entryName}</UserText>
        </span>
      ),
    }),
    helper.accessor('score', {
      header: () => t('score'),
      ...plain,
      meta: titled('score', 'tabular-nums'),
      cell: ({ getValue }) => t('scoreValue', { score: scorePercent(getValue()) }),
    }),
    helper.accessor('status', {
      header: () => t('status'),
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => <HitStatusBadge status={getValue()} />,
    }),
    helper.accessor('createdAt', {
      header: () => t('raisedAt'),
      ...plain,
      meta: titled('raisedAt', 'w-28 whitespace-normal'),
      cell: ({ getValue }) => <span className="text-muted-foreground">{formatDateTime(getValue())}</span>,
    }),
    helper.accessor('decidedBy', {
      header: () => t('decidedBy'),
      ...plain,
      meta: titled('decidedBy'),
      cell: ({ row }) => row.original.decidedBy ?? row.original.proposedBy ?? '',
    }),
  ]);
}
