import { workAreaTitles } from '@console/contract/core';
import { PencilIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { Sla } from './api/list-sla';

const helper = dataTableColumns<Sla>();
// One short list in the product's order: no column sorts.
const plain = { enableSorting: false } as const;

/** The organization of an SLA; administration changes belong to none. */
export const slaScope = (sla: Sla) => sla.organizationName ?? 'Every organization';

export const slaName = (sla: Sla) => `${workAreaTitles[sla.area]}, ${slaScope(sla)}`;

export function slaColumns(canEdit: boolean, onEdit: (sla: Sla) => void) {
  return helper.columns([
    helper.accessor(slaScope, { id: 'organization', header: 'Organization', ...plain }),
    helper.accessor((s) => workAreaTitles[s.area], { id: 'area', header: 'Area', ...plain }),
    helper.accessor('dueSoonHours', {
      header: 'Due soon after (hours)',
      ...plain,
      meta: { className: 'tabular-nums' },
    }),
    helper.accessor('breachHours', {
      header: 'Breached after (hours)',
      ...plain,
      meta: { className: 'tabular-nums' },
    }),
    helper.display({
      id: 'changed',
      header: 'Last changed',
      ...plain,
      cell: ({ row }) =>
        row.original.isDefault || !row.original.updatedAt ? (
          <span className="text-muted-foreground">The product&apos;s default</span>
        ) : (
          <span className="text-muted-foreground">
            {formatDateTime(row.original.updatedAt)}
            {row.original.updatedBy ? ` by ${row.original.updatedBy}` : ''}
          </span>
        ),
    }),
    ...(canEdit
      ? [
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">Actions</span>,
            meta: { className: 'text-end', title: 'Actions', rowActions: true },
            cell: ({ row }) => (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Edit the SLA of ${slaName(row.original)}`}
                onClick={() => onEdit(row.original)}
              >
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
            ),
          }),
        ]
      : []),
  ]);
}
