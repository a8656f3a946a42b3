import type { reportsApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { reportsText } from './messages';
import { remarkText } from '@/components/remark-text';

const helper = dataTableColumns<reportsApi.ActivityItem>();
const plain = { enableSorting: false } as const;
const t = reportsText.t;

/** Columns of the activity report (spec 2 §3): type, event, createdBy, createdAt, remarks. */
export const activityColumns = helper.columns([
  helper.accessor('type', {
    header: () => t('type'),
    ...plain,
    cell: ({ getValue }) => translateText(getValue()),
  }),
  helper.accessor('event', {
    header: () => t('event'),
    ...plain,
    cell: ({ getValue }) => translateText(getValue()),
  }),
  helper.accessor('createdBy', {
    header: () => t('createdBy'),
    ...plain,
    // A view-as session's events show both names: the viewed user, and who really acted.
    cell: ({ row }) =>
      row.original.actor && row.original.actor !== row.original.createdBy ? (
        <span>
          {row.original.createdBy}{' '}
          <span className="text-muted-foreground">{t('byActor', { actor: row.original.actor })}</span>
        </span>
      ) : (
        row.original.createdBy
      ),
  }),
  helper.accessor('createdAt', {
    header: () => t('createdAt'),
    ...plain,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  helper.accessor('remarks', {
    header: () => t('remarks'),
    ...plain,
    // Remarks wrap rather than run past the table's end: Somali and Arabic remarks are longer.
    cell: ({ getValue }) => (
      <span className="block min-w-48 max-w-prose whitespace-normal break-words">
        {remarkText(getValue())}
      </span>
    ),
  }),
]);
