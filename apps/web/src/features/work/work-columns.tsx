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

/**
 * What decides first comes first (the record, its step, its SLA, how long it has waited, whose it
 * is), so on a narrow screen only who made it scrolls under the actions.
 */
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
      meta: { className: 'min-w-24 whitespace-normal' },
    }),
    helper.accessor('recordName', {
      header: 'Record',
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-36 whitespace-normal' },
      cell: ({ row }) => <RecordCell item={row.original} />,
    }),
    helper.accessor('step', {
      header: 'Waiting for',
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-36 whitespace-normal' },
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
    helper.accessor('slaState', {
      header: 'SLA',
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => <SlaStateBadge state={getValue()} />,
    }),
    helper.accessor('waitingSince', {
      id: WORK_SORT,
      header: 'Waiting since',
      meta: { title: 'Waiting since' },
      cell: ({ row }) => (
        <span className="grid">
          <span className="text-xs text-muted-foreground">{formatDateTime(row.original.waitingSince)}</span>
          <span className="font-medium tabular-nums">
            <span className="sr-only">Age </span>
            {formatAge(row.original.ageSeconds)}
          </span>
        </span>
      ),
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
    helper.accessor('madeBy', { header: 'Made by', ...plain }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => {
        const item = row.original;
        const claimable = item.assignee === null && item.decisions.length > 0;
        return (
          <div className="flex justify-end gap-1">
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
              size="icon-sm"
              variant="outline"
              aria-label={`Assign ${itemName(item)}`}
              title="Assign to a colleague"
              onClick={() => onAction('assign', item)}
            >
              <UserRoundCogIcon aria-hidden="true" />
            </Button>
          </div>
        );
      },
    }),
  ]);
}
