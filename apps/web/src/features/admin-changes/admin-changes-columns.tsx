import { adminChangeKindTitles, type adminChangesApi } from '@console/contract';
import { EyeIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

type AdminChange = adminChangesApi.AdminChange;
const helper = dataTableColumns<AdminChange>();
// One order, newest first: no column sorts.
const plain = { enableSorting: false } as const;

export function adminChangeColumns(onOpen: (change: AdminChange) => void) {
  return helper.columns([
    helper.accessor((c) => adminChangeKindTitles[c.kind], {
      id: 'kind',
      header: 'Change',
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-40 whitespace-normal' },
    }),
    helper.accessor('targetName', { header: 'Record', enableHiding: false, ...plain }),
    helper.accessor('status', {
      header: 'Status',
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    helper.accessor('requestedBy', { header: 'Asked by', ...plain }),
    helper.accessor('requestedAt', {
      header: 'Asked at',
      ...plain,
      cell: ({ getValue }) => <span className="text-muted-foreground">{formatDateTime(getValue())}</span>,
    }),
    helper.accessor('decidedBy', {
      header: 'Decided by',
      ...plain,
      cell: ({ getValue }) => getValue() ?? '',
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: 'Actions', rowActions: true },
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Review ${adminChangeKindTitles[row.original.kind]}: ${row.original.targetName}`}
          onClick={() => onOpen(row.original)}
        >
          <EyeIcon aria-hidden="true" />
          Review
        </Button>
      ),
    }),
  ]);
}
