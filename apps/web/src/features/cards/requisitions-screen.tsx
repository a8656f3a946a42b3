import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterDialog } from '@/components/filter-dialog';
import { useT } from '@/lib/i18n';
import { useLookup } from '@/lib/metadata';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useRequisitions, type RequisitionKind, type RequisitionRow } from './api/list-requisitions';
import { ChangeRequisitionStatusDialog } from './change-requisition-status-dialog';
import { cardsText } from './messages';
import { RemarksHistoryDialog } from './remarks-history-dialog';
import type { RequisitionAction } from './requisition-actions';
import { requisitionColumns } from './requisition-columns';
import { requisitionFilters, requisitionSortFields } from './requisitions-filters';
import { requisitionsQueryOf, type RequisitionsSearch } from './requisitions-search';

const titles = {
  Card: { title: 'cardRequisitions', text: 'cardRequisitionsIntro' },
  Limit: { title: 'cardLimits', text: 'cardLimitsIntro' },
} as const;

/** /cards/requisitions and /cards/limits: paged requisitions with Change Status and Remarks History. */
export function RequisitionsScreen({ kind, search }: { kind: RequisitionKind; search: RequisitionsSearch }) {
  const t = useT(cardsText);
  const statuses = useLookup('CardRequisitionStatus');
  // Built at each render, so their labels are in the language of the moment.
  const filters = requisitionFilters(statuses.data ?? []);
  const dialogs = useRowDialogs<RequisitionAction, RequisitionRow>();
  const columns = useMemo(() => requisitionColumns(kind, dialogs.show), [kind, dialogs.show]);
  const table = useListTable(useRequisitions(kind, requisitionsQueryOf(search)), search);
  const title = t(titles[kind].title);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{t(titles[kind].text)}</p>
      </div>
      <DataTable
        label={title}
        columns={columns}
        getRowId={(r) => r.id}
        columnVisibility
        toolbar={<FilterDialog filters={filters} sortFields={requisitionSortFields()} />}
        {...table}
      />
      <ChangeRequisitionStatusDialog
        kind={kind}
        row={dialogs.rowOf('status')}
        onOpenChange={dialogs.onOpenChange}
      />
      <RemarksHistoryDialog row={dialogs.rowOf('remarks')} onOpenChange={dialogs.onOpenChange} />
    </div>
  );
}
