import { dataTableColumns } from '@/components/data-table/features';
import { messages } from '@console/contract/core';
import { CoreStepStatus } from '@/components/core-step-status';
import { formatAmount, formatDateTime } from '@/lib/format';
import type { CardRow, LimitRow, RequisitionKind, RequisitionRow } from './api/list-requisitions';
import { RequisitionActions, type RequisitionAction } from './requisition-actions';

const helper = dataTableColumns<RequisitionRow>();
const plain = { enableSorting: false } as const;
const asCard = (r: RequisitionRow) => r as CardRow;
const asLimit = (r: RequisitionRow) => r as LimitRow;

/** What the core is doing while Completed is carried out, and what failed when it was not. */
const awaiting = { Card: messages.awaitingCardIssue, Limit: messages.awaitingLimitChange } as const;
const failed = { Card: 'Card issue failed', Limit: 'Limit change failed' } as const;

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
            header: 'Product Type',
            cell: ({ row }) => asCard(row.original).productType,
          }),
          helper.display({
            id: 'cardType',
            header: 'Card Type',
            cell: ({ row }) => asCard(row.original).cardType,
          }),
        ]
      : [
          helper.display({
            id: 'cardNumber',
            header: 'Card Number',
            meta: { className: 'tabular-nums' },
            cell: ({ row }) => asLimit(row.original).cardNumber,
          }),
          helper.display({
            id: 'limitType',
            header: 'Limit Type',
            cell: ({ row }) => asLimit(row.original).limitType,
          }),
          helper.display({
            id: 'amount',
            header: 'Amount',
            meta: { className: 'text-end tabular-nums' },
            cell: ({ row }) => formatAmount(asLimit(row.original).amount, asLimit(row.original).currency),
          }),
        ];
  return helper.columns([
    helper.accessor('accountNumber', {
      id: 'accountNumber',
      header: 'Account',
      enableHiding: false,
      cell: ({ getValue }) => <span className="font-medium tabular-nums">{getValue()}</span>,
    }),
    ...own,
    helper.accessor('entity', { header: 'Entity', ...plain }),
    helper.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: r } }) => (
        <CoreStepStatus
          status={r.status}
          awaiting={r.awaitingCore ? awaiting[kind] : null}
          failure={r.coreError && `${failed[kind]}: ${r.coreError}`}
        />
      ),
    }),
    helper.accessor('userId', { header: 'Requested By', ...plain }),
    helper.accessor('createdOn', {
      id: 'createdOn',
      header: 'Created On',
      cell: ({ getValue }) => formatDateTime(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => <RequisitionActions row={row.original} onAction={onAction} />,
    }),
  ]);
}
