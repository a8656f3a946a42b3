import { P, type merchantsApi } from '@console/contract';
import { HistoryIcon, KeyRoundIcon, PencilIcon, QrCodeIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';

type Merchant = merchantsApi.Merchant;
export type MerchantAction = 'qr' | 'edit' | 'access' | 'history';

const helper = dataTableColumns<Merchant>();
const plain = { enableSorting: false } as const;

/** QR Code, Edit, Access and History of one merchant; Edit needs EditMerchant (spec 2 §6). */
function MerchantActions({
  merchant,
  onAction,
}: {
  merchant: Merchant;
  onAction: (action: MerchantAction, m: Merchant) => void;
}) {
  const canEdit = useCan(P.EditMerchant);
  const canSeeHistory = useCan(P.ViewActivityReport);
  const label = merchant.description;
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={`QR Code of ${label}`}
        onClick={() => onAction('qr', merchant)}
      >
        <QrCodeIcon aria-hidden="true" />
        QR Code
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Edit ${label}`}
        disabled={!canEdit}
        onClick={() => onAction('edit', merchant)}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Access of ${label}`}
        onClick={() => onAction('access', merchant)}
      >
        <KeyRoundIcon aria-hidden="true" />
        Access
      </Button>
      {canSeeHistory && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`History of ${label}`}
          onClick={() => onAction('history', merchant)}
        >
          <HistoryIcon aria-hidden="true" />
          History
        </Button>
      )}
    </div>
  );
}

/** The merchants of one account; a short unpaged list, so no column sorts. */
export function merchantColumns(onAction: (action: MerchantAction, m: Merchant) => void) {
  return helper.columns([
    helper.accessor('code', {
      header: 'Code',
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">None</span>,
    }),
    helper.accessor('description', {
      header: 'Name',
      ...plain,
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('accountNumber', { header: 'Account', ...plain, meta: { className: 'tabular-nums' } }),
    helper.accessor('mobileNo', { header: 'Mobile', ...plain, meta: { className: 'tabular-nums' } }),
    helper.accessor('email', { header: 'Email', ...plain }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-end', rowActions: true },
      cell: ({ row }) => <MerchantActions merchant={row.original} onAction={onAction} />,
    }),
  ]);
}
