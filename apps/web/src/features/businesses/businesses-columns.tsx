import { Link } from '@tanstack/react-router';
import type { businessesApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

const helper = dataTableColumns<businessesApi.BusinessRow>();

/** Column ids of sortable columns are the server's sort fields (contract listBusinesses). */
export const businessColumns = helper.columns([
  helper.accessor('orgName', { header: 'Organization' }),
  helper.accessor('name', {
    header: 'Name',
    enableHiding: false,
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  helper.accessor('registrationNumber', {
    header: 'Registration Number',
    meta: { className: 'tabular-nums' },
  }),
  helper.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  helper.accessor('documents', {
    header: 'Documents',
    enableSorting: false,
    meta: { className: 'text-end tabular-nums' },
  }),
  helper.accessor('createdBy', { header: 'Created By', enableSorting: false }),
  helper.accessor('createdAt', {
    header: 'Created At',
    cell: ({ getValue }) => <span className="text-muted-foreground">{formatDateTime(getValue())}</span>,
  }),
  helper.display({
    id: 'profile',
    header: () => <span className="sr-only">Profile</span>,
    enableHiding: false,
    meta: { className: 'w-16 text-end', title: 'Profile', rowActions: true },
    cell: ({ row }) => (
      <Badge variant="outline" asChild>
        <Link
          to="/businesses/$id"
          params={{ id: row.original.id }}
          aria-label={`Profile of ${row.original.name}`}
        >
          Profile
        </Link>
      </Badge>
    ),
  }),
]);
