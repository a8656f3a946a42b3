import type { customersApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { ltrCell } from './ltr-cell';
import { inquiryText } from './messages';
import { VerifiedCustomerActions, type VerifiedCustomerAction } from './verified-customer-actions';

type VerifiedCustomer = customersApi.VerifiedCustomer;
const helper = dataTableColumns<VerifiedCustomer>();
const plain = { enableSorting: false } as const;

/** Verified customers of the core; the list is short and unpaged, so no column sorts. */
export function verifiedCustomerColumns(
  onAction: (action: VerifiedCustomerAction, c: VerifiedCustomer) => void,
) {
  return helper.columns([
    helper.accessor('customerId', {
      header: () => inquiryText.t('customerId'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ltrCell,
    }),
    helper.accessor('name', {
      header: () => inquiryText.t('name'),
      ...plain,
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('mobile', {
      header: () => inquiryText.t('mobile'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ltrCell,
    }),
    helper.accessor('email', { header: () => inquiryText.t('email'), ...plain, cell: ltrCell }),
    helper.accessor('telephone', {
      header: () => inquiryText.t('telephone'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ltrCell,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{inquiryText.t('actions')}</span>,
      meta: { className: 'w-12 text-end', rowActions: true },
      cell: ({ row }) => <VerifiedCustomerActions customer={row.original} onAction={onAction} />,
    }),
  ]);
}
