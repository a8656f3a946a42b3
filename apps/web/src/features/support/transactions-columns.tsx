import type { mbankingSupportApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { formatDateTime, formatAmount } from '@/lib/format';

const helper = dataTableColumns<mbankingSupportApi.MbankingTransaction>();
const plain = { enableSorting: false } as const;

/** Recent transactions of a DahabPlus user (spec 2 §3), newest first as the core gives them. */
export const transactionColumns = helper.columns([
  helper.accessor('createdOn', {
    header: 'Created On',
    ...plain,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  helper.accessor('from', { header: 'From', ...plain, meta: { className: 'tabular-nums' } }),
  helper.accessor('to', { header: 'To', ...plain, meta: { className: 'tabular-nums' } }),
  helper.accessor('transferType', { header: 'Transfer Type', ...plain }),
  helper.accessor('amount', {
    header: 'Amount',
    ...plain,
    meta: { className: 'text-end tabular-nums' },
    cell: ({ getValue }) => formatAmount(getValue()),
  }),
  helper.accessor('currency', { header: 'Currency', ...plain }),
]);
