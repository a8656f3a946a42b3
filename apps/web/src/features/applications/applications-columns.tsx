import type { applicationsApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import type { ApplicationAction } from './application-actions';
import { ApplicationRowMenu } from './application-row-menu';
import { ApplicationStatus } from './application-status';

type Row = applicationsApi.ApplicationRow;
const helper = dataTableColumns<Row>();

/** Column ids of sortable columns are the server's sort fields (contract listApplications). */
export function applicationColumns(onAction: (action: ApplicationAction, application: Row) => void) {
  return helper.columns([
    helper.accessor('customerName', {
      header: 'Customer name',
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('customerMobile', { header: 'Mobile', enableSorting: false }),
    helper.accessor('organization', { header: 'Organization', enableSorting: false }),
    helper.accessor('type', {
      header: 'Account type',
      cell: ({ row }) => `${row.original.type} ${row.original.currency}`,
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => <ApplicationStatus application={row.original} />,
    }),
    helper.accessor('accountNumber', {
      header: 'Account number',
      enableSorting: false,
      cell: ({ getValue }) => <span className="tabular-nums">{getValue() ?? ''}</span>,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'w-12 text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => <ApplicationRowMenu application={row.original} onAction={onAction} />,
    }),
  ]);
}
