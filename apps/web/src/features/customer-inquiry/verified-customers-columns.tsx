import type { customersApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { VerifiedCustomerActions, type VerifiedCustomerAction } from './verified-customer-actions';

type VerifiedCustomer = customersApi.VerifiedCustomer;
const helper = dataTableColumns<VerifiedCustomer>();
const plain = { enableSorting: false } as const;

/** Verified customers of the core; the list is short and unpaged, so no column sorts. */
export function verifiedCustomerColumns(
  onAction: (action: VerifiedCustomerAction, c: VerifiedCustomer) => void,
) {
  return helper.columns([
    helper.accessor('customerId', { header: 'Customer ID', ...plain, meta: { className: 'tabular-nums' } }),
    helper.accessor('name', {
      header: 'Name',
      ...plain,
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('mobile', { header: 'Mobile', ...plain, meta: { className: 'tabular-nums' } }),
    helper.accessor('email', { header: 'Email', ...plain }),
    helper.accessor('telephone', { header: 'Telephone', ...plain, meta: { className: 'tabular-nums' } }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'w-12 text-end', rowActions: true },
      cell: ({ row }) => <VerifiedCustomerActions customer={row.original} onAction={onAction} />,
    }),
  ]);
}
