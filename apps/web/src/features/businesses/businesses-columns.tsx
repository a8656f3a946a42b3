import { Link } from '@tanstack/react-router';
import type { businessesApi } from '@console/contract';
import { dataTableColumns, type DataTableColumnMeta } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { formatCount, formatDateTime } from '@/lib/format';
import { businessesText } from './messages';
import { UserText } from '@/components/user-text';

const helper = dataTableColumns<businessesApi.BusinessRow>();
const t = businessesText.t;

/** A column's header and its name in the View menu, read when shown: in the language of the moment. */
const titled = (key: Parameters<typeof t>[0], meta: DataTableColumnMeta = {}) => ({
  header: () => t(key),
  meta: { ...meta, title: () => t(key) },
});

/** Column ids of sortable columns are the server's sort fields (contract listBusinesses). */
export const businessColumns = helper.columns([
  helper.accessor('orgName', titled('organization')),
  helper.accessor('name', {
    header: () => t('name'),
    enableHiding: false,
    cell: ({ getValue }) => <UserText className="font-medium">{getValue()}</UserText>,
  }),
  helper.accessor('registrationNumber', {
    ...titled('registrationNumber', { className: 'tabular-nums' }),
    cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
  }),
  helper.accessor('status', {
    ...titled('status'),
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  helper.accessor('documents', {
    ...titled('documents', { className: 'text-end tabular-nums' }),
    enableSorting: false,
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  helper.accessor('createdBy', {
    ...titled('createdBy'),
    enableSorting: false,
    cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
  }),
  helper.accessor('createdAt', {
    ...titled('createdAt'),
    cell: ({ getValue }) => <span className="text-muted-foreground">{formatDateTime(getValue())}</span>,
  }),
  helper.display({
    id: 'profile',
    header: () => <span className="sr-only">{t('profile')}</span>,
    enableHiding: false,
    meta: { className: 'w-16 text-end', title: () => t('profile'), rowActions: true },
    cell: ({ row }) => (
      <Badge variant="outline" asChild>
        <Link
          to="/businesses/$id"
          params={{ id: row.original.id }}
          aria-label={t('profileOf', { name: row.original.name })}
        >
          {t('profile')}
        </Link>
      </Badge>
    ),
  }),
]);
