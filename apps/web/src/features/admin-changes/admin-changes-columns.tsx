import type { adminChangesApi } from '@console/contract';
import { EyeIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { kindTitle, recordName } from './change-title';
import { adminChangesText } from './messages';

type AdminChange = adminChangesApi.AdminChange;
const helper = dataTableColumns<AdminChange>();
// One order, newest first: no column sorts.
const plain = { enableSorting: false } as const;

const t = adminChangesText.t;

/** Headers, and their names in the column menu, are read as the table renders: in the language of the moment. */
export function adminChangeColumns(onOpen: (change: AdminChange) => void) {
  return helper.columns([
    helper.accessor('kind', {
      header: () => t('change'),
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-40 whitespace-normal' },
      cell: ({ row }) => kindTitle(row.original),
    }),
    helper.accessor('targetName', {
      header: () => t('record'),
      enableHiding: false,
      ...plain,
      // A name, or the policies' title in the user's language: isolated, each in its own direction.
      cell: ({ row }) => <bdi>{recordName(row.original)}</bdi>,
    }),
    helper.accessor('status', {
      header: () => t('status'),
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    helper.accessor('requestedBy', {
      header: () => t('askedBy'),
      ...plain,
      meta: {
        get title() {
          return t('askedBy');
        },
      },
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('requestedAt', {
      header: () => t('askedAt'),
      ...plain,
      meta: {
        get title() {
          return t('askedAt');
        },
      },
      cell: ({ getValue }) => <span className="text-muted-foreground">{formatDateTime(getValue())}</span>,
    }),
    helper.accessor('decidedBy', {
      header: () => t('decidedBy'),
      ...plain,
      meta: {
        get title() {
          return t('decidedBy');
        },
      },
      cell: ({ getValue }) => <Ltr>{getValue() ?? ''}</Ltr>,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'text-end', rowActions: true },
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('reviewChange', {
            change: kindTitle(row.original),
            record: recordName(row.original),
          })}
          onClick={() => onOpen(row.original)}
        >
          <EyeIcon aria-hidden="true" />
          {t('review')}
        </Button>
      ),
    }),
  ]);
}
