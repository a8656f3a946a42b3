import type { applicationsApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import type { ApplicationAction } from './application-actions';
import { ApplicationRowMenu } from './application-row-menu';
import { ApplicationStatus } from './application-status';
import { applicationsText } from './messages';

type Row = applicationsApi.ApplicationRow;
const helper = dataTableColumns<Row>();

/**
 * Column ids of sortable columns are the server's sort fields (contract listApplications). Built
 * in the active language: the screen builds them again when it changes.
 */
export function applicationColumns(onAction: (action: ApplicationAction, application: Row) => void) {
  const t = applicationsText.t;
  return helper.columns([
    helper.accessor('customerName', {
      header: t('customerName'),
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('customerMobile', {
      header: t('mobile'),
      enableSorting: false,
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('organization', { header: t('organization'), enableSorting: false }),
    helper.accessor('type', {
      header: t('accountType'),
      cell: ({ row }) => (
        <Ltr>
          {row.original.type} {row.original.currency}
        </Ltr>
      ),
    }),
    helper.accessor('status', {
      header: t('status'),
      cell: ({ row }) => <ApplicationStatus application={row.original} />,
    }),
    helper.accessor('accountNumber', {
      header: t('accountNumber'),
      enableSorting: false,
      cell: ({ getValue }) => <Ltr className="tabular-nums">{getValue() ?? ''}</Ltr>,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'w-12 text-end', title: t('actions'), rowActions: true },
      cell: ({ row }) => <ApplicationRowMenu application={row.original} onAction={onAction} />,
    }),
  ]);
}
