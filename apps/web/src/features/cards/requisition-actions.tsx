import { P, messages } from '@console/contract';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import type { RequisitionRow } from './api/list-requisitions';

export type RequisitionAction = 'status' | 'remarks';

/**
 * Change Status (disabled for Completed rows, while the core carries out Completed, and without
 * the permission) and Remarks History.
 */
export function RequisitionActions({
  row,
  onAction,
}: {
  row: RequisitionRow;
  onAction: (action: RequisitionAction, row: RequisitionRow) => void;
}) {
  const canDecide = useCan(P.ChangeCardRequisitionStatus);
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={!canDecide || row.status === 'Completed' || row.awaitingCore}
        // The server refuses a decision while the core carries out the last one.
        title={row.awaitingCore ? messages.alreadyAtCore : undefined}
        aria-description={row.awaitingCore ? messages.alreadyAtCore : undefined}
        aria-label={`Change Status of the requisition of account ${row.accountNumber}, ${row.status}`}
        onClick={() => onAction('status', row)}
      >
        Change Status
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Remarks History of the requisition of account ${row.accountNumber}, ${row.status}`}
        onClick={() => onAction('remarks', row)}
      >
        Remarks History
      </Button>
    </div>
  );
}
