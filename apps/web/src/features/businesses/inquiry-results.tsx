import { Link } from '@tanstack/react-router';
import type { businessesApi } from '@console/contract';
import { Building2Icon, PlusIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { Ltr } from '@/components/ltr';
import { dataTableColumns } from '@/components/data-table/features';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { contractText } from '@/lib/contract-messages';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useBusinesses } from './api/list-businesses';
import { businessesText } from './messages';

const helper = dataTableColumns<businessesApi.BusinessRow>();
const plain = { enableSorting: false } as const;
const t = businessesText.t;

const columns = helper.columns([
  helper.accessor('orgName', { header: () => t('organization'), ...plain }),
  helper.accessor('accountType', { header: () => t('accountType'), ...plain }),
  helper.accessor('currency', { header: () => t('currency'), ...plain }),
  helper.accessor('branchCode', {
    header: () => t('branchCode'),
    ...plain,
    cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
  }),
  helper.accessor('name', {
    header: () => t('businessName'),
    ...plain,
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  helper.accessor('email', { header: () => t('email'), ...plain }),
  helper.accessor('status', {
    header: () => t('status'),
    ...plain,
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  helper.accessor('documents', {
    header: () => t('documents'),
    ...plain,
    meta: { className: 'text-end tabular-nums' },
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  helper.display({
    id: 'profile',
    header: () => <span className="sr-only">{t('profile')}</span>,
    meta: { className: 'w-24 text-end', rowActions: true },
    cell: ({ row }) => (
      <Button variant="outline" size="sm" asChild>
        <Link
          to="/businesses/$id"
          params={{ id: row.original.id }}
          aria-label={t('profileOf', { name: row.original.name })}
        >
          <Building2Icon aria-hidden="true" />
          {t('profile')}
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
  const tc = useT(contractText);
  const found = useBusinesses({ organization: organizationId, name, page: 0, size: 50 });
  if (found.isPending) return <p className="text-sm text-muted-foreground">{tc('fetchingData')}</p>;
  const rows = found.data?.items ?? [];
  if (rows.length === 0)
    return (
      <div className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center">
        <p className="font-medium" role="status">
          {tc('noBusinesses')}
        </p>
        <Button disabled={!canRegister} onClick={onRegister}>
          <PlusIcon aria-hidden="true" />
          {tc('registerNewBusiness')}
        </Button>
      </div>
    );
  return (
    <section aria-labelledby="existing-profiles" className="grid gap-3">
      <h2 id="existing-profiles" className="text-lg font-semibold">
        {tc('existingProfiles')}
      </h2>
      <DataTable label={tc('existingProfiles')} columns={columns} data={rows} getRowId={(b) => b.id} />
    </section>
  );
}
