import { useMemo, useState } from 'react';
import type { businessesApi } from '@console/contract';
import { IdCardIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { useSignatories } from './api/signatories';
import { businessProfileText } from './profile-messages';
import { SignatoryDetailsDialog } from './signatory-details-dialog';
import { UserText } from '@/components/user-text';

type Signatory = businessesApi.Signatory;
const helper = dataTableColumns<Signatory>();
const plain = { enableSorting: false } as const;
const t = businessProfileText.t;

function signatoryColumns(onDetails: (s: Signatory) => void) {
  return helper.columns([
    helper.accessor('name', {
      header: () => t('name'),
      ...plain,
      cell: ({ getValue }) => <UserText className="font-medium">{getValue()}</UserText>,
    }),
    helper.accessor('ownershipType', {
      header: () => t('ownershipType'),
      ...plain,
      cell: ({ getValue }) => lookupValue('OwnershipType', getValue()),
    }),
    helper.accessor('ownershipPercentage', {
      header: () => t('ownership'),
      ...plain,
      meta: { className: 'text-end tabular-nums' },
      cell: ({ getValue }) => t('percentage', { value: getValue() }),
    }),
    helper.accessor('idType', {
      header: () => t('idType'),
      ...plain,
      cell: ({ getValue }) => lookupValue('SignatoryIdType', getValue()),
    }),
    helper.accessor('idNumber', {
      header: () => t('idNumber'),
      ...plain,
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('mobileNumber', {
      header: () => t('mobileNumber'),
      ...plain,
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('documents', {
      header: () => t('documents'),
      ...plain,
      meta: { className: 'text-end tabular-nums' },
      cell: ({ getValue }) => formatCount(getValue()),
    }),
    helper.display({
      id: 'details',
      header: () => <span className="sr-only">{t('details')}</span>,
      meta: { className: 'w-24 text-end', rowActions: true },
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onDetails(row.original)}
          aria-label={t('detailsOf', { name: row.original.name })}
        >
          <IdCardIcon aria-hidden="true" />
          {t('details')}
        </Button>
      ),
    }),
  ]);
}

/** The Signatories tab: the business's owners; Details opens the Signatory Details dialog. */
export function SignatoriesTab({ businessId }: { businessId: string }) {
  const t = useT(businessProfileText);
  const signatories = useSignatories(businessId);
  const [shownId, setShownId] = useState<string | null>(null);
  const columns = useMemo(() => signatoryColumns((s) => setShownId(s.id)), []);
  // The shown signatory is read from the fresh list, so its documents count follows uploads.
  const shown = signatories.data?.find((s) => s.id === shownId) ?? null;
  return (
    <>
      <DataTable
        label={t('signatories')}
        columns={columns}
        data={signatories.data}
        isLoading={signatories.isPending}
        getRowId={(s) => s.id}
      />
      <SignatoryDetailsDialog signatory={shown} onOpenChange={(open) => !open && setShownId(null)} />
    </>
  );
}
