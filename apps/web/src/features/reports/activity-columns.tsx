import type { reportsApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { formatDateTime } from '@/lib/format';

const helper = dataTableColumns<reportsApi.ActivityItem>();
const plain = { enableSorting: false } as const;

/** Columns of the activity report (spec 2 §3): type, event, createdBy, createdAt, remarks. */
export const activityColumns = helper.columns([
  helper.accessor('type', { header: 'Type', ...plain }),
  helper.accessor('event', { header: 'Event', ...plain }),
  helper.accessor('createdBy', {
    header: 'Created By',
    ...plain,
    // A view-as session's events show both names: the viewed user, and who really acted.
    cell: ({ row }) =>
      row.original.actor && row.original.actor !== row.original.createdBy ? (
        <span>
          {row.original.createdBy} <span className="text-muted-foreground">(by {row.original.actor})</span>
        </span>
      ) : (
        row.original.createdBy
      ),
  }),
  helper.accessor('createdAt', {
    header: 'Created At',
    ...plain,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  helper.accessor('remarks', {
    header: 'Remarks',
    ...plain,
    cell: ({ getValue }) => (
      <span className="block max-w-96 truncate" title={getValue() ?? ''}>
        {getValue() ?? ''}
      </span>
    ),
  }),
]);
