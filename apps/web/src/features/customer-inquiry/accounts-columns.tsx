import type { ReactNode } from 'react';
import type { customersApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

type Account = customersApi.Account;
const helper = dataTableColumns<Account>();
const plain = { enableSorting: false } as const;

/** Whether the account is linked to mobile banking (spec 2 §3: shown as Enabled or Disabled). */
export function MobileBankingBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cn(badgeVariants({ variant: 'outline' }), enabled ? toneClasses.green : toneClasses.gray)}
    >
      {enabled ? 'Enabled' : 'Disabled'}
    </span>
  );
}

/**
 * The accounts of a verified customer. `renderActions`, when given, fills a last column with the
 * row's actions (link, limit, cards: a later issue).
 */
export function accountColumns(renderActions?: (account: Account) => ReactNode) {
  return helper.columns([
    helper.accessor('account', {
      header: 'Account',
      ...plain,
      cell: ({ getValue }) => <span className="font-medium tabular-nums">{getValue()}</span>,
    }),
    helper.accessor('accountType', { header: 'Account Type', ...plain }),
    helper.accessor('currency', { header: 'Currency', ...plain }),
    helper.accessor('branch', { header: 'Branch', ...plain }),
    helper.accessor('accStatus', { header: 'Status', ...plain }),
    helper.accessor('mobileBanking', {
      header: 'Mobile Banking',
      ...plain,
      cell: ({ getValue }) => <MobileBankingBadge enabled={getValue()} />,
    }),
    helper.accessor('name', { header: 'Name', ...plain }),
    helper.accessor('phone', { header: 'Phone', ...plain, meta: { className: 'tabular-nums' } }),
    ...(renderActions
      ? [
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">Actions</span>,
            meta: { className: 'text-end', rowActions: true },
            cell: ({ row }) => renderActions(row.original),
          }),
        ]
      : []),
  ]);
}
