import type { ReactNode } from 'react';
import type { customersApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { statusLabel } from '@/lib/status-messages';
import { cn } from '@/lib/utils';
import { accountsText } from './accounts-messages';
import { ltrCell } from './ltr-cell';

type Account = customersApi.Account;
const helper = dataTableColumns<Account>();
const plain = { enableSorting: false } as const;

/** Whether the account is linked to mobile banking (spec 2 §3: shown as Enabled or Disabled). */
export function MobileBankingBadge({ enabled }: { enabled: boolean }) {
  const t = useT(accountsText);
  return (
    <span
      className={cn(badgeVariants({ variant: 'outline' }), enabled ? toneClasses.green : toneClasses.gray)}
    >
      {enabled ? t('enabled') : t('disabled')}
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
      header: () => accountsText.t('account'),
      ...plain,
      cell: ({ getValue }) => <Ltr className="font-medium tabular-nums">{getValue()}</Ltr>,
    }),
    helper.accessor('accountType', { header: () => accountsText.t('accountType'), ...plain }),
    helper.accessor('currency', { header: () => accountsText.t('currency'), ...plain }),
    helper.accessor('branch', { header: () => accountsText.t('branch'), ...plain, cell: ltrCell }),
    helper.accessor('accStatus', {
      header: () => accountsText.t('status'),
      ...plain,
      cell: ({ getValue }) => statusLabel(getValue()),
    }),
    helper.accessor('mobileBanking', {
      header: () => accountsText.t('mobileBanking'),
      ...plain,
      cell: ({ getValue }) => <MobileBankingBadge enabled={getValue()} />,
    }),
    helper.accessor('name', { header: () => accountsText.t('name'), ...plain }),
    helper.accessor('phone', {
      header: () => accountsText.t('phone'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ltrCell,
    }),
    ...(renderActions
      ? [
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">{accountsText.t('actions')}</span>,
            meta: { className: 'text-end', rowActions: true },
            cell: ({ row }) => renderActions(row.original),
          }),
        ]
      : []),
  ]);
}
