import { Link } from '@tanstack/react-router';
import type { customersApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { formatCount } from '@/lib/format';
import { customersText } from './messages';
import { UserText } from '@/components/user-text';

const helper = dataTableColumns<customersApi.CustomerRow>();
// Counts: end-aligned figures under headers that may wrap.
const count = {
  enableSorting: false,
  meta: { className: 'whitespace-normal text-end tabular-nums' },
  cell: ({ getValue }: { getValue: () => number }) => formatCount(getValue()),
} as const;

/**
 * Column ids of sortable columns are the server's sort fields (contract listCustomers). Built in
 * the active language: the screen builds them again when it changes.
 */
export function customerColumns() {
  const t = customersText.t;
  return helper.columns([
    helper.accessor('name', {
      header: t('name'),
      enableHiding: false,
      cell: ({ getValue }) => <UserText className="font-medium">{getValue()}</UserText>,
    }),
    helper.accessor('mobile', {
      header: t('mobile'),
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('email', {
      header: t('email'),
      cell: ({ getValue }) => (
        <span className="block max-w-48 truncate" title={getValue()}>
          {getValue()}
        </span>
      ),
    }),
    helper.accessor('status', {
      header: t('status'),
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    helper.accessor('documents', { header: t('documents'), ...count }),
    helper.accessor('applications', { header: t('applications'), ...count }),
    helper.accessor('pendingApplications', { header: t('pendingApplications'), ...count }),
    helper.display({
      id: 'profile',
      header: () => <span className="sr-only">{t('profile')}</span>,
      enableHiding: false,
      meta: { className: 'w-16 text-end', title: t('profile'), rowActions: true },
      cell: ({ row }) => (
        <Button variant="outline" size="sm" asChild>
          <Link
            to="/customers/$id"
            params={{ id: row.original.id }}
            aria-label={t('profileOf', { name: row.original.name })}
          >
            {t('profile')}
          </Link>
        </Button>
      ),
    }),
  ]);
}
