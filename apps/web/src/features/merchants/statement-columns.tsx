import type { merchantsApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { formatDateTime, formatAmount } from '@/lib/format';

const helper = dataTableColumns<merchantsApi.MerchantTransaction>();
const plain = { enableSorting: false } as const;

/** The statement's columns (spec 2 §3); newest first, as the server orders them. */
export const statementColumns = helper.columns([
  helper.accessor('trnDate', {
    header: 'Date',
    ...plain,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  helper.accessor('buyerAccount', { header: 'Buyer Account', ...plain, meta: { className: 'tabular-nums' } }),
  helper.accessor('buyerName', { header: 'Buyer Name', ...plain }),
  helper.accessor('trnAmount', {
    header: 'Amount',
    ...plain,
    meta: { className: 'text-end tabular-nums' },
    cell: ({ getValue }) => formatAmount(getValue()),
  }),
  helper.accessor('txCcy', { header: 'Currency', ...plain }),
  helper.accessor('remarks', { header: 'Remarks', ...plain }),
]);

/** The Total row: one line per currency, over the whole range with 2 decimals. */
export function statementTotals(totals: merchantsApi.CurrencyTotal[] | undefined) {
  if (!totals) return undefined;
  return {
    trnAmount: (
      <span className="grid justify-items-end tabular-nums" data-testid="statement-total">
        {totals.length === 0
          ? formatAmount('0')
          : totals.map((t) => <span key={t.currency}>{formatAmount(t.total)}</span>)}
      </span>
    ),
    txCcy: (
      <span className="grid">
        {totals.map((t) => (
          <span key={t.currency}>{t.currency}</span>
        ))}
      </span>
    ),
  };
}
