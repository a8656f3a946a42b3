import { Link } from '@tanstack/react-router';
import { workAreaTitles } from '@console/contract/core';
import { HandIcon, LockIcon, UserRoundCogIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { WorkItem } from './api/list-work-queue';
import { SlaStateBadge } from './sla-state-badge';
import { formatAge, recordLink } from './work-format';
import { WORK_SORT } from './work-search';

const helper = dataTableColumns<WorkItem>();
// The queue sorts by one thing only: how long an item has waited.
const plain = { enableSorting: false } as const;

export type WorkAction = 'claim' | 'assign';

/** How a row names its item to a screen reader: "Business: Horn Traders". */
export const itemName = (item: WorkItem) => `${workAreaTitles[item.area]}: ${item.recordName}`;

function RecordCell({ item }: { item: WorkItem }) {
  const link = recordLink(item);
  const name = <span className="font-medium">{item.recordName}</span>;
  return (
    <span className="grid gap-0.5">
      {link ? (
        <Link {...link} className="font-medium text-primary underline-offset-4 hover:underline">
          {item.recordName}
        </Link>
      ) : (
        name
      )}
      {item.organizationName && (
        <span className="text-xs text-muted-foreground">{item.organizationName}</span>
      )}
    </span>
  );
}

export function workColumns(
  userId: string | undefined,
  onAction: (action: WorkAction, item: WorkItem) => void,
) {
  return helper.columns([
    helper.accessor((i) => workAreaTitles[i.area], {
      id: 'area',
      header: 'Area',
      enableHiding: false,
      ...plain,
    }),
    helper.accessor('recordName', {
      header: 'Record',
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-44 whitespace-normal' },
      cell: ({ row }) => <RecordCell item={row.original} />,
    }),
    helper.accessor('step', {
      header: 'Waiting for',
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-44 whitespace-normal' },
      cell: ({ row }) => (
        <span className="grid gap-1">
          <span>{row.original.step}</span>
          {row.original.blockedBecause && (
            <span className="flex items-start gap-1 text-xs text-muted-foreground">
              <LockIcon className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
              {row.original.blockedBecause}
            </span>
          )}
        </span>
      ),
    }),
    helper.accessor('madeBy', { header: 'Made by', ...plain }),
    helper.accessor('waitingSince', {
      id: WORK_SORT,
      header: 'Waiting since',
      meta: { title: 'Waiting since' },
      cell: ({ getValue }) => <span className="text-muted-foreground">{formatDateTime(getValue())}</span>,
    }),
    helper.accessor('ageSeconds', {
      header: 'Age',
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => formatAge(getValue()),
    }),
    helper.accessor('slaState', {
      header: 'SLA',
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => <SlaStateBadge state={getValue()} />,
    }),
    helper.accessor((i) => i.assignee?.userName ?? '', {
      id: 'assignee',
      header: 'Assignee',
      ...plain,
      cell: ({ row }) => {
        const assignee = row.original.assignee;
        if (!assignee) return <span className="text-muted-foreground">Unassigned</span>;
        return assignee.id === userId ? <span className="font-medium">You</span> : assignee.userName;
      },
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => {
        const item = row.original;
        const claimable = item.assignee === null && item.decisions.length > 0;
        return (
          <div className="flex justify-end gap-2">
            {claimable && (
              <Button
                size="sm"
                aria-label={`Claim ${itemName(item)}`}
                onClick={() => onAction('claim', item)}
              >
                <HandIcon aria-hidden="true" />
                Claim
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              aria-label={`Assign ${itemName(item)}`}
              onClick={() => onAction('assign', item)}
            >
              <UserRoundCogIcon aria-hidden="true" />
              Assign
            </Button>
          </div>
        );
      },
    }),
  ]);
}
