import { FormDialog } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { StatusBadge } from '@/components/ui/badge';
import { withElements } from '@/components/with-elements';
import { contractText } from '@/lib/contract-messages';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { RequisitionRow } from './api/list-requisitions';
import { cardsText } from './messages';
import { UserText } from '@/components/user-text';

/** Remarks History: every step of a requisition (Remarks, By, At), oldest first. */
export function RemarksHistoryDialog({
  row,
  onOpenChange,
}: {
  row: RequisitionRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(cardsText);
  const tc = useT(contractText);
  return (
    <FormDialog
      open={row !== null}
      onOpenChange={onOpenChange}
      title={t('remarksHistory')}
      description={
        row
          ? withElements((values) => t('requisitionOf', values), { account: <Ltr>{row.accountNumber}</Ltr> })
          : undefined
      }
    >
      {row && (
        <table className="w-full text-sm" aria-label={t('remarksHistory')}>
          <thead>
            <tr className="text-start text-muted-foreground">
              <th className="py-1 pe-2 font-medium">{t('status')}</th>
              <th className="py-1 pe-2 font-medium">{t('remarks')}</th>
              <th className="py-1 pe-2 font-medium">{t('by')}</th>
              <th className="py-1 font-medium">{t('at')}</th>
            </tr>
          </thead>
          <tbody>
            {row.remarks.length === 0 && (
              <tr>
                <td colSpan={4} className="py-2 text-center">
                  {tc('noResults')}
                </td>
              </tr>
            )}
            {row.remarks.map((r, i) => (
              <tr key={i} className="border-t align-top">
                <td className="py-2 pe-2">
                  <StatusBadge status={r.status} />
                </td>
                {/* A remark reads in the language it was written in. */}
                <td className="py-2 pe-2 whitespace-pre-wrap">
                  <UserText>{r.remarks ?? '—'}</UserText>
                </td>
                <td className="py-2 pe-2">
                  <Ltr>{r.by}</Ltr>
                </td>
                <td className="py-2 tabular-nums">{formatDateTime(r.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </FormDialog>
  );
}
