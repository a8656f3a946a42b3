import { P } from '@console/contract';
import { Button } from '@/components/ui/button';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { statusLabel } from '@/lib/status-messages';
import type { RequisitionRow } from './api/list-requisitions';
import { cardsText } from './messages';

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
  const t = useT(cardsText);
  const tc = useT(contractText);
  const canDecide = useCan(P.ChangeCardRequisitionStatus);
  const which = { account: row.accountNumber, status: statusLabel(row.status) };
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={!canDecide || row.status === 'Completed' || row.awaitingCore}
        // The server refuses a decision while the core carries out the last one.
        title={row.awaitingCore ? tc('alreadyAtCore') : undefined}
        aria-description={row.awaitingCore ? tc('alreadyAtCore') : undefined}
        aria-label={t('changeStatusOf', which)}
        onClick={() => onAction('status', row)}
      >
        {t('changeStatus')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('remarksHistoryOf', which)}
        onClick={() => onAction('remarks', row)}
      >
        {t('remarksHistory')}
      </Button>
    </div>
  );
}
