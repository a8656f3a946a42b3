import type { mbankingSupportApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { formatDateTime, formatAmount } from '@/lib/format';
import { supportText } from './messages';

const helper = dataTableColumns<mbankingSupportApi.MbankingTransaction>();
const plain = { enableSorting: false } as const;

/** Recent transactions of a DahabPlus user (spec 2 §3), newest first as the core gives them. */
export const transactionColumns = helper.columns([
  helper.accessor('createdOn', {
    header: () => supportText.t('createdOn'),
    ...plain,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  helper.accessor('from', {
    header: () => supportText.t('from'),
    ...plain,
    meta: { className: 'tabular-nums' },
    cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
  }),
  helper.accessor('to', {
    header: () => supportText.t('to'),
    ...plain,
    meta: { className: 'tabular-nums' },
    cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
  }),
  helper.accessor('transferType', { header: () => supportText.t('transferType'), ...plain }),
  helper.accessor('amount', {
    header: () => supportText.t('amount'),
    ...plain,
    meta: { className: 'text-end tabular-nums' },
    cell: ({ getValue }) => <Ltr>{formatAmount(getValue())}</Ltr>,
  }),
  helper.accessor('currency', { header: () => supportText.t('currency'), ...plain }),
]);
