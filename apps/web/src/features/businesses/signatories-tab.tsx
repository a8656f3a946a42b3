import { useMemo, useState } from 'react';
import type { businessesApi } from '@console/contract';
import { IdCardIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { useSignatories } from './api/signatories';
import { SignatoryDetailsDialog } from './signatory-details-dialog';

type Signatory = businessesApi.Signatory;
const helper = dataTableColumns<Signatory>();
const plain = { enableSorting: false } as const;

function signatoryColumns(onDetails: (s: Signatory) => void) {
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      ...plain,
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('ownershipType', { header: 'Ownership Type', ...plain }),
    helper.accessor('ownershipPercentage', {
      header: 'Ownership',
      ...plain,
      meta: { className: 'text-end tabular-nums' },
      cell: ({ getValue }) => `${getValue()} %`,
    }),
    helper.accessor('idType', { header: 'ID Type', ...plain }),
    helper.accessor('idNumber', { header: 'ID Number', ...plain }),
    helper.accessor('mobileNumber', { header: 'Mobile Number', ...plain }),
    helper.accessor('documents', {
      header: 'Documents',
      ...plain,
      meta: { className: 'text-end tabular-nums' },
    }),
    helper.display({
      id: 'details',
      header: () => <span className="sr-only">Details</span>,
      meta: { className: 'w-24 text-end', rowActions: true },
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onDetails(row.original)}
          aria-label={`Details of ${row.original.name}`}
        >
          <IdCardIcon aria-hidden="true" />
          Details
        </Button>
      ),
    }),
  ]);
}

/** The Signatories tab: the business's owners; Details opens the Signatory Details dialog. */
export function SignatoriesTab({ businessId }: { businessId: string }) {
  const signatories = useSignatories(businessId);
  const [shownId, setShownId] = useState<string | null>(null);
  const columns = useMemo(() => signatoryColumns((s) => setShownId(s.id)), []);
  // The shown signatory is read from the fresh list, so its documents count follows uploads.
  const shown = signatories.data?.find((s) => s.id === shownId) ?? null;
  return (
    <>
      <DataTable
        label="Signatories"
        columns={columns}
        data={signatories.data}
        isLoading={signatories.isPending}
        getRowId={(s) => s.id}
      />
      <SignatoryDetailsDialog signatory={shown} onOpenChange={(open) => !open && setShownId(null)} />
    </>
  );
}
