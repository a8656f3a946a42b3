import { P, type merchantsApi } from '@console/contract';
import { HistoryIcon, KeyRoundIcon, PencilIcon, QrCodeIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { merchantsText } from './messages';
import { UserText } from '@/components/user-text';

type Merchant = merchantsApi.Merchant;
export type MerchantAction = 'qr' | 'edit' | 'access' | 'history';

const helper = dataTableColumns<Merchant>();
const plain = { enableSorting: false } as const;
const t = merchantsText.t;

/** QR Code, Edit, Access and History of one merchant; Edit needs EditMerchant (spec 2 §6). */
function MerchantActions({
  merchant,
  onAction,
}: {
  merchant: Merchant;
  onAction: (action: MerchantAction, m: Merchant) => void;
}) {
  const t = useT(merchantsText);
  const canEdit = useCan(P.EditMerchant);
  const canSeeHistory = useCan(P.ViewActivityReport);
  const label = merchant.description;
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('qrCodeOf', { name: label })}
        onClick={() => onAction('qr', merchant)}
      >
        <QrCodeIcon aria-hidden="true" />
        {t('qrCode')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('editNamed', { name: label })}
        disabled={!canEdit}
        onClick={() => onAction('edit', merchant)}
      >
        <PencilIcon aria-hidden="true" />
        {t('edit')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('accessOf', { name: label })}
        onClick={() => onAction('access', merchant)}
      >
        <KeyRoundIcon aria-hidden="true" />
        {t('access')}
      </Button>
      {canSeeHistory && (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('historyOf', { name: label })}
          onClick={() => onAction('history', merchant)}
        >
          <HistoryIcon aria-hidden="true" />
          {t('history')}
        </Button>
      )}
    </div>
  );
}

/** The merchants of one account; a short unpaged list, so no column sorts. */
export function merchantColumns(onAction: (action: MerchantAction, m: Merchant) => void) {
  return helper.columns([
    helper.accessor('code', {
      header: () => t('code'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => {
        const code = getValue();
        return code === null ? <span className="text-muted-foreground">{t('none')}</span> : <Ltr>{code}</Ltr>;
      },
    }),
    helper.accessor('description', {
      header: () => t('name'),
      ...plain,
      cell: ({ getValue }) => <UserText className="font-medium">{getValue()}</UserText>,
    }),
    helper.accessor('accountNumber', {
      header: () => t('account'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('mobileNo', {
      header: () => t('mobile'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('email', { header: () => t('email'), ...plain }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      meta: { className: 'text-end', rowActions: true },
      cell: ({ row }) => <MerchantActions merchant={row.original} onAction={onAction} />,
    }),
  ]);
}
