import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { pagingOf } from '@/components/data-table/list-search';
import { FilterDialog } from '@/components/filter-dialog';
import { useLookup } from '@/lib/metadata';
import { useRequisitions, type RequisitionKind, type RequisitionRow } from './api/list-requisitions';
import { ChangeRequisitionStatusDialog } from './change-requisition-status-dialog';
import { RemarksHistoryDialog } from './remarks-history-dialog';
import type { RequisitionAction } from './requisition-actions';
import { requisitionColumns } from './requisition-columns';
import { requisitionFilters, requisitionSortFields } from './requisitions-filters';
import { requisitionsQueryOf, type RequisitionsSearch } from './requisitions-search';

const titles = {
  Card: { title: 'Card Requisitions', text: 'Requests for new physical cards.' },
  Limit: { title: 'Card Limits', text: 'Requests to change the limits of physical cards.' },
} as const;

/** /cards/requisitions and /cards/limits: paged requisitions with Change Status and Remarks History. */
export function RequisitionsScreen({ kind, search }: { kind: RequisitionKind; search: RequisitionsSearch }) {
  const statuses = useLookup('CardRequisitionStatus');
  const filters = useMemo(() => requisitionFilters(statuses.data ?? []), [statuses.data]);
  const [chosen, setChosen] = useState<{ action: RequisitionAction; row: RequisitionRow } | null>(null);
  const columns = useMemo(
    () => requisitionColumns(kind, (action, row) => setChosen({ action, row })),
    [kind],
  );
  const list = useRequisitions(kind, requisitionsQueryOf(search));
  const page = list.data;
  const { page: pageIndex, size } = pagingOf(search);
  const { title, text } = titles[kind];
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <DataTable
        label={title}
        columns={columns}
        data={page?.items}
        isLoading={list.isPending || list.isPlaceholderData}
        getRowId={(r) => r.id}
        paging={{ page: pageIndex, size, totalItems: page?.totalItems, totalPages: page?.totalPages ?? 1 }}
        pagination
        sort={search.sort}
        columnVisibility
        hide={search.hide}
        toolbar={<FilterDialog filters={filters} sortFields={requisitionSortFields} />}
      />
      <ChangeRequisitionStatusDialog
        kind={kind}
        row={chosen?.action === 'status' ? chosen.row : null}
        onClose={() => setChosen(null)}
      />
      <RemarksHistoryDialog
        row={chosen?.action === 'remarks' ? chosen.row : null}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}
