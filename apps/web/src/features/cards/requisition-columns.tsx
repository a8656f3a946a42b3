import { dataTableColumns } from '@/components/data-table/features';
import { CoreStepStatus } from '@/components/core-step-status';
import { Ltr } from '@/components/ltr';
import { contractText } from '@/lib/contract-messages';
import { formatAmount, formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { cardTypeLabel } from '@/lib/card-type-messages';
import type { CardRow, LimitRow, RequisitionKind, RequisitionRow } from './api/list-requisitions';
import { cardsText } from './messages';
import { RequisitionActions, type RequisitionAction } from './requisition-actions';

const helper = dataTableColumns<RequisitionRow>();
const plain = { enableSorting: false } as const;
const asCard = (r: RequisitionRow) => r as CardRow;
const asLimit = (r: RequisitionRow) => r as LimitRow;

type Key = Parameters<typeof cardsText.t>[0];
/** A column's name, read whenever it is shown: in the header and in the column menu. */
const named = (key: Key) => () => cardsText.t(key);

/** What the core is doing while Completed is carried out, and what failed when it was not. */
const awaiting = { Card: 'awaitingCardIssue', Limit: 'awaitingLimitChange' } as const;
const failed = { Card: 'cardIssueFailed', Limit: 'limitChangeFailed' } as const;

/** Column ids of sortable columns are the server's sort fields (contract listCardRequisitions). */
export function requisitionColumns(
  kind: RequisitionKind,
  onAction: (action: RequisitionAction, row: RequisitionRow) => void,
) {
  const own =
    kind === 'Card'
      ? [
          helper.display({
            id: 'productType',
            header: named('productType'),
            meta: { title: named('productType') },
            cell: ({ row }) => asCard(row.original).productType,
          }),
          helper.display({
            id: 'cardType',
            header: named('cardType'),
            meta: { title: named('cardType') },
            cell: ({ row }) => cardTypeLabel(asCard(row.original).cardType),
          }),
        ]
      : [
          helper.display({
            id: 'cardNumber',
            header: named('cardNumber'),
            meta: { title: named('cardNumber'), className: 'tabular-nums' },
            cell: ({ row }) => <Ltr>{asLimit(row.original).cardNumber}</Ltr>,
          }),
          helper.display({
            id: 'limitType',
            header: named('limitType'),
            meta: { title: named('limitType') },
            cell: ({ row }) => cardTypeLabel(asLimit(row.original).limitType),
          }),
          helper.display({
            id: 'amount',
            header: named('amount'),
            meta: { title: named('amount'), className: 'text-end tabular-nums' },
            cell: ({ row }) => (
              <Ltr>{formatAmount(asLimit(row.original).amount, asLimit(row.original).currency)}</Ltr>
            ),
          }),
        ];
  return helper.columns([
    helper.accessor('accountNumber', {
      id: 'accountNumber',
      header: named('account'),
      enableHiding: false,
      cell: ({ getValue }) => <Ltr className="font-medium tabular-nums">{getValue()}</Ltr>,
    }),
    ...own,
    helper.accessor('entity', { header: named('entity'), meta: { title: named('entity') }, ...plain }),
    helper.accessor('status', {
      id: 'status',
      header: named('status'),
      meta: { title: named('status') },
      cell: ({ row: { original: r } }) => (
        <CoreStepStatus
          status={r.status}
          awaiting={r.awaitingCore ? contractText.t(awaiting[kind]) : null}
          failure={r.coreError && cardsText.t(failed[kind], { reason: translateText(r.coreError) })}
        />
      ),
    }),
    helper.accessor('userId', {
      header: named('requestedBy'),
      meta: { title: named('requestedBy') },
      ...plain,
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('createdOn', {
      id: 'createdOn',
      header: named('createdOn'),
      meta: { title: named('createdOn') },
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{cardsText.t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: named('actions'), rowActions: true },
      cell: ({ row }) => <RequisitionActions row={row.original} onAction={onAction} />,
    }),
  ]);
}
