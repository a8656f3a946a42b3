import { Link } from '@tanstack/react-router';
import type { customersApi } from '@console/contract';
import { UserRoundIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { ltrCell } from './ltr-cell';
import { inquiryText } from './messages';

const helper = dataTableColumns<customersApi.CustomerRow>();
const plain = { enableSorting: false } as const;

const columns = helper.columns([
  helper.accessor('name', {
    header: () => inquiryText.t('name'),
    ...plain,
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  helper.accessor('mobile', { header: () => inquiryText.t('mobile'), ...plain, cell: ltrCell }),
  helper.accessor('email', { header: () => inquiryText.t('email'), ...plain, cell: ltrCell }),
  helper.accessor('organizationName', { header: () => inquiryText.t('organization'), ...plain }),
  helper.accessor('status', {
    header: () => inquiryText.t('status'),
    ...plain,
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  helper.display({
    id: 'profile',
    header: () => <span className="sr-only">{inquiryText.t('profile')}</span>,
    meta: { className: 'w-24 text-end', rowActions: true },
    cell: ({ row }) => (
      <Button variant="outline" size="sm" asChild>
        <Link
          to="/customers/$id"
          params={{ id: row.original.id }}
          aria-label={inquiryText.t('profileOf', { name: row.original.name })}
        >
          <UserRoundIcon aria-hidden="true" />
          {inquiryText.t('profile')}
        </Link>
      </Button>
    ),
  }),
]);

/** Profiles already in the product with the searched mobile number. */
export function ExistingProfilesTable({ profiles }: { profiles: customersApi.CustomerRow[] }) {
  const t = useT(inquiryText);
  return <DataTable label={t('existingProfiles')} columns={columns} data={profiles} getRowId={(c) => c.id} />;
}
