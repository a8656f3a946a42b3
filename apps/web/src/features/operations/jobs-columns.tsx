import { Link } from '@tanstack/react-router';
import type { operationsApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { formatCount, formatDateTime } from '@/lib/format';
import { translateText, useT } from '@/lib/i18n';
import { jobKindLabel } from '@/lib/job-kind-messages';
import { JobRowActions, type JobAction } from './job-row-actions';
import { JobStateBadge } from './job-state-badge';
import { operationsText } from './messages';

type Job = operationsApi.Job;
const helper = dataTableColumns<Job>();
// The list has one order, newest first: no column sorts.
const plain = { enableSorting: false } as const;
// A date over its time, so that the columns leave room for the last error.
const dateCell = 'w-28 whitespace-normal';

const recordTypes = {
  Application: 'recordApplication',
  Customer: 'recordCustomer',
  Business: 'recordBusiness',
  CardRequisition: 'recordCardRequisition',
} as const satisfies Record<NonNullable<Job['record']>['type'], string>;

/** The record a core step works on: a business links to its profile; the others have no page of their own. */
function JobRecord({ record }: { record: Job['record'] }) {
  const t = useT(operationsText);
  if (!record) return <span className="text-muted-foreground">{t('scheduledUpkeep')}</span>;
  return (
    <span className="grid">
      <span className="text-xs text-muted-foreground">{t(recordTypes[record.type])}</span>
      {record.type === 'Business' ? (
        <Link
          to="/businesses/$id"
          params={{ id: record.id }}
          className="font-medium underline-offset-4 hover:underline"
        >
          {record.name}
        </Link>
      ) : (
        // A customer's name, or a requisition the server names (translated when the contract has it).
        <span className="font-medium">{translateText(record.name)}</span>
      )}
    </span>
  );
}

const t = operationsText.t;

/** Headers, and their names in the column menu, are read as the table renders: in the language of the moment. */
export function jobColumns(onAction: (action: JobAction, job: Job) => void) {
  return helper.columns([
    helper.accessor('kind', {
      header: () => t('job'),
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-36 max-w-44 whitespace-normal' },
      cell: ({ getValue }) => jobKindLabel(getValue()),
    }),
    helper.accessor('record', {
      header: () => t('record'),
      ...plain,
      meta: {
        className: 'max-w-52 whitespace-normal',
        get title() {
          return t('record');
        },
      },
      cell: ({ getValue }) => <JobRecord record={getValue()} />,
    }),
    helper.accessor('state', {
      header: () => t('state'),
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => <JobStateBadge state={getValue()} />,
    }),
    helper.accessor('attempts', {
      header: () => t('attempts'),
      ...plain,
      meta: {
        className: 'tabular-nums',
        get title() {
          return t('attempts');
        },
      },
      cell: ({ row }) =>
        t('attemptsOf', {
          attempts: formatCount(row.original.attempts),
          maxAttempts: formatCount(row.original.maxAttempts),
        }),
    }),
    helper.accessor('lastError', {
      header: () => t('lastError'),
      ...plain,
      meta: {
        className: 'min-w-44 max-w-64 whitespace-normal',
        get title() {
          return t('lastError');
        },
      },
      // A core's own refusal may be in English: isolated, it keeps its order in Arabic.
      cell: ({ getValue }) => <bdi className="text-xs">{translateText(getValue() ?? '')}</bdi>,
    }),
    helper.accessor('createdAt', {
      header: () => t('queuedAt'),
      ...plain,
      meta: {
        className: dateCell,
        get title() {
          return t('queuedAt');
        },
      },
      cell: ({ getValue }) => <span className="text-muted-foreground">{formatDateTime(getValue())}</span>,
    }),
    helper.accessor('nextAttemptAt', {
      header: () => t('nextAttempt'),
      ...plain,
      meta: {
        className: dateCell,
        get title() {
          return t('nextAttempt');
        },
      },
      cell: ({ row }) =>
        row.original.state === 'queued' || row.original.state === 'failed'
          ? formatDateTime(row.original.nextAttemptAt)
          : '',
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'text-end', rowActions: true },
      cell: ({ row }) => <JobRowActions job={row.original} onAction={onAction} />,
    }),
  ]);
}
