import { Link } from '@tanstack/react-router';
import type { customersApi } from '@console/contract';
import { UserRoundIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const helper = dataTableColumns<customersApi.CustomerRow>();
const plain = { enableSorting: false } as const;

const columns = helper.columns([
  helper.accessor('name', {
    header: 'Name',
    ...plain,
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  helper.accessor('mobile', { header: 'Mobile', ...plain }),
  helper.accessor('email', { header: 'Email', ...plain }),
  helper.accessor('organizationName', { header: 'Organization', ...plain }),
  helper.accessor('status', {
    header: 'Status',
    ...plain,
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  helper.display({
    id: 'profile',
    header: () => <span className="sr-only">Profile</span>,
    meta: { className: 'w-24 text-end', rowActions: true },
    cell: ({ row }) => (
      <Button variant="outline" size="sm" asChild>
        <Link
          to="/customers/$id"
          params={{ id: row.original.id }}
          aria-label={`Profile of ${row.original.name}`}
        >
          <UserRoundIcon aria-hidden="true" />
          Profile
        </Link>
      </Button>
    ),
  }),
]);

/** Profiles already in the product with the searched mobile number. */
export function ExistingProfilesTable({ profiles }: { profiles: customersApi.CustomerRow[] }) {
  return <DataTable label="Existing Profiles" columns={columns} data={profiles} getRowId={(c) => c.id} />;
}
