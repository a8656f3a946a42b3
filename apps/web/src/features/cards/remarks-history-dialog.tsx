import { messages } from '@console/contract';
import { FormDialog } from '@/components/form-dialog';
import { StatusBadge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import type { RequisitionRow } from './api/list-requisitions';

/** Remarks History: every step of a requisition (Remarks, By, At), oldest first. */
export function RemarksHistoryDialog({
  row,
  onOpenChange,
}: {
  row: RequisitionRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={row !== null}
      onOpenChange={onOpenChange}
      title="Remarks History"
      description={row ? `Requisition of account ${row.accountNumber}.` : undefined}
    >
      {row && (
        <table className="w-full text-sm" aria-label="Remarks History">
          <thead>
            <tr className="text-start text-muted-foreground">
              <th className="py-1 pe-2 font-medium">Status</th>
              <th className="py-1 pe-2 font-medium">Remarks</th>
              <th className="py-1 pe-2 font-medium">By</th>
              <th className="py-1 font-medium">At</th>
            </tr>
          </thead>
          <tbody>
            {row.remarks.length === 0 && (
              <tr>
                <td colSpan={4} className="py-2 text-center">
                  {messages.noResults}
                </td>
              </tr>
            )}
            {row.remarks.map((r, i) => (
              <tr key={i} className="border-t align-top">
                <td className="py-2 pe-2">
                  <StatusBadge status={r.status} />
                </td>
                <td className="py-2 pe-2 whitespace-pre-wrap">{r.remarks ?? '—'}</td>
                <td className="py-2 pe-2">{r.by}</td>
                <td className="py-2 tabular-nums">{formatDateTime(r.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </FormDialog>
  );
}
