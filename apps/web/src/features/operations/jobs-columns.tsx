import { Link } from '@tanstack/react-router';
import { jobKindTitles, type operationsApi } from '@console/contract';
import { dataTableColumns } from '@/components/data-table/features';
import { formatDateTime } from '@/lib/format';
import { JobRowActions, type JobAction } from './job-row-actions';
import { JobStateBadge } from './job-state-badge';

type Job = operationsApi.Job;
const helper = dataTableColumns<Job>();
// The list has one order, newest first: no column sorts.
const plain = { enableSorting: false } as const;
// A date over its time, so that the columns leave room for the last error.
const dateCell = 'w-28 whitespace-normal';

const recordTypes: Record<NonNullable<Job['record']>['type'], string> = {
  Application: 'Application',
  Business: 'Business',
  CardRequisition: 'Card requisition',
};

/** The record a core step works on: a business links to its profile; the others have no page of their own. */
function JobRecord({ record }: { record: Job['record'] }) {
  if (!record) return <span className="text-muted-foreground">Scheduled upkeep</span>;
  return (
    <span className="grid">
      <span className="text-xs text-muted-foreground">{recordTypes[record.type]}</span>
      {record.type === 'Business' ? (
        <Link
          to="/businesses/$id"
          params={{ id: record.id }}
          className="font-medium underline-offset-4 hover:underline"
        >
          {record.name}
        </Link>
      ) : (
        <span className="font-medium">{record.name}</span>
      )}
    </span>
  );
}

export function jobColumns(onAction: (action: JobAction, job: Job) => void) {
  return helper.columns([
    helper.accessor((j) => jobKindTitles[j.kind], {
      id: 'kind',
      header: 'Job',
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-36 max-w-44 whitespace-normal' },
    }),
    helper.accessor('record', {
      header: 'Record',
      ...plain,
      meta: { className: 'max-w-52 whitespace-normal' },
      cell: ({ getValue }) => <JobRecord record={getValue()} />,
    }),
    helper.accessor('state', {
      header: 'State',
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => <JobStateBadge state={getValue()} />,
    }),
    helper.accessor((j) => `${j.attempts} / ${j.maxAttempts}`, {
      id: 'attempts',
      header: 'Attempts',
      ...plain,
      meta: { className: 'tabular-nums' },
    }),
    helper.accessor('lastError', {
      header: 'Last error',
      ...plain,
      meta: { className: 'min-w-44 max-w-64 whitespace-normal' },
      cell: ({ getValue }) => <span className="text-xs">{getValue() ?? ''}</span>,
    }),
    helper.accessor('createdAt', {
      header: 'Queued at',
      ...plain,
      meta: { className: dateCell },
      cell: ({ getValue }) => <span className="text-muted-foreground">{formatDateTime(getValue())}</span>,
    }),
    helper.accessor('nextAttemptAt', {
      header: 'Next attempt',
      ...plain,
      meta: { className: dateCell },
      cell: ({ row }) =>
        row.original.state === 'queued' || row.original.state === 'failed'
          ? formatDateTime(row.original.nextAttemptAt)
          : '',
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => <JobRowActions job={row.original} onAction={onAction} />,
    }),
  ]);
}
