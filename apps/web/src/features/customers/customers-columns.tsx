import { Link } from '@tanstack/react-router';
import type { customersApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';

const helper = dataTableColumns<customersApi.CustomerRow>();
// Counts: end-aligned figures under headers that may wrap.
const count = {
  enableSorting: false,
  meta: { className: 'whitespace-normal text-end tabular-nums' },
} as const;

/** Column ids of sortable columns are the server's sort fields (contract listCustomers). */
export const customerColumns = helper.columns([
  helper.accessor('name', {
    header: 'Name',
    enableHiding: false,
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  helper.accessor('mobile', { header: 'Mobile', meta: { className: 'tabular-nums' } }),
  helper.accessor('email', {
    header: 'Email',
    cell: ({ getValue }) => (
      <span className="block max-w-48 truncate" title={getValue()}>
        {getValue()}
      </span>
    ),
  }),
  helper.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  helper.accessor('documents', { header: 'Documents', ...count }),
  helper.accessor('applications', { header: 'Applications', ...count }),
  helper.accessor('pendingApplications', { header: 'Pending Applications', ...count }),
  helper.display({
    id: 'profile',
    header: () => <span className="sr-only">Profile</span>,
    enableHiding: false,
    meta: { className: 'w-16 text-end', title: 'Profile', rowActions: true },
    cell: ({ row }) => (
      <Button variant="outline" size="sm" asChild>
        <Link
          to="/customers/$id"
          params={{ id: row.original.id }}
          aria-label={`Profile of ${row.original.name}`}
        >
          Profile
        </Link>
      </Button>
    ),
  }),
]);
