import { Link } from '@tanstack/react-router';
import { messages, type businessesApi } from '@console/contract';
import { Building2Icon, PlusIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useBusinesses } from './api/list-businesses';

const helper = dataTableColumns<businessesApi.BusinessRow>();
const plain = { enableSorting: false } as const;

const columns = helper.columns([
  helper.accessor('orgName', { header: 'Organization', ...plain }),
  helper.accessor('accountType', { header: 'Account Type', ...plain }),
  helper.accessor('currency', { header: 'Currency', ...plain }),
  helper.accessor('branchCode', { header: 'Branch Code', ...plain }),
  helper.accessor('name', {
    header: 'Business Name',
    ...plain,
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  helper.accessor('email', { header: 'Email', ...plain }),
  helper.accessor('status', {
    header: 'Status',
    ...plain,
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  helper.accessor('documents', {
    header: 'Documents',
    ...plain,
    meta: { className: 'text-end tabular-nums' },
  }),
  helper.display({
    id: 'profile',
    header: () => <span className="sr-only">Profile</span>,
    meta: { className: 'w-24 text-end', rowActions: true },
    cell: ({ row }) => (
      <Button variant="outline" size="sm" asChild>
        <Link
          to="/businesses/$id"
          params={{ id: row.original.id }}
          aria-label={`Profile of ${row.original.name}`}
        >
          <Building2Icon aria-hidden="true" />
          Profile
        </Link>
      </Button>
    ),
  }),
]);

/** Existing Profiles of the searched organization and name; none found offers Register New Business. */
export function InquiryResults({
  organizationId,
  name,
  canRegister,
  onRegister,
}: {
  organizationId: string;
  name: string | undefined;
  canRegister: boolean;
  onRegister: () => void;
}) {
  const found = useBusinesses({ organization: organizationId, name, page: 0, size: 50 });
  if (found.isPending) return <p className="text-sm text-muted-foreground">{messages.fetchingData}</p>;
  const rows = found.data?.items ?? [];
  if (rows.length === 0)
    return (
      <div className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center">
        <p className="font-medium" role="status">
          {messages.noBusinesses}
        </p>
        <Button disabled={!canRegister} onClick={onRegister}>
          <PlusIcon aria-hidden="true" />
          {messages.registerNewBusiness}
        </Button>
      </div>
    );
  return (
    <section aria-labelledby="existing-profiles" className="grid gap-3">
      <h2 id="existing-profiles" className="text-lg font-semibold">
        {messages.existingProfiles}
      </h2>
      <DataTable label={messages.existingProfiles} columns={columns} data={rows} getRowId={(b) => b.id} />
    </section>
  );
}
