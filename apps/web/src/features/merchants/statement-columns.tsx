import type { merchantsApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { formatDateTime, formatAmount } from '@/lib/format';
import { statementText } from './statement-messages';

const helper = dataTableColumns<merchantsApi.MerchantTransaction>();
const plain = { enableSorting: false } as const;
const t = statementText.t;

/** The statement's columns (spec 2 §3); newest first, as the server orders them. */
export const statementColumns = helper.columns([
  helper.accessor('trnDate', {
    header: () => t('date'),
    ...plain,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
  }),
  helper.accessor('buyerAccount', {
    header: () => t('buyerAccount'),
    ...plain,
    meta: { className: 'tabular-nums' },
    cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
  }),
  helper.accessor('buyerName', { header: () => t('buyerName'), ...plain }),
  helper.accessor('trnAmount', {
    header: () => t('amount'),
    ...plain,
    meta: { className: 'text-end tabular-nums' },
    cell: ({ getValue }) => formatAmount(getValue()),
  }),
  helper.accessor('txCcy', { header: () => t('currency'), ...plain }),
  helper.accessor('remarks', { header: () => t('remarks'), ...plain }),
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
