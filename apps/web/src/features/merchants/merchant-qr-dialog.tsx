import type { merchantsApi } from '@console/contract';
import { DownloadIcon } from 'lucide-react';
import { FormDialog } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useMerchantQr } from './api/merchant-qr';
import { merchantsText } from './messages';

/**
 * The merchant's payment QR, as the API draws it from the EMVCo payload it builds, with the
 * payload beside it and a PNG download for printing.
 */
export function MerchantQrDialog({
  merchant,
  onOpenChange,
}: {
  merchant: merchantsApi.Merchant | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(merchantsText);
  const tc = useT(contractText);
  return (
    <FormDialog
      open={merchant !== null}
      onOpenChange={onOpenChange}
      title={t('qrCode')}
      description={merchant ? t('paymentQrOf', { name: merchant.description }) : undefined}
      className="sm:max-w-[900px]"
    >
      {merchant &&
        (merchant.code ? <QrBody merchant={merchant} /> : <p className="text-sm">{tc('noQrCode')}</p>)}
    </FormDialog>
  );
}

function QrBody({ merchant }: { merchant: merchantsApi.Merchant }) {
  const t = useT(merchantsText);
  const tc = useT(contractText);
  const qr = useMerchantQr(merchant.id);
  if (qr.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {tc('fetchingData')}
      </p>
    );
  if (qr.isError) return <p className="text-sm">{tc('noQrCode')}</p>;
  return (
    <div className="grid items-start gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
      <img
        src={qr.data.image}
        alt={t('qrImage', { name: merchant.description, code: merchant.code ?? '' })}
        width={280}
        height={280}
        className="rounded-md border bg-white"
      />
      <div className="grid gap-3">
        <dl className="grid gap-1 text-sm">
          <dt className="text-xs font-medium text-muted-foreground uppercase">{t('merchantCode')}</dt>
          <dd className="tabular-nums">
            <Ltr>{merchant.code}</Ltr>
          </dd>
          <dt className="mt-2 text-xs font-medium text-muted-foreground uppercase">{t('payload')}</dt>
          <dd>
            <code
              data-testid="qr-payload"
              dir="ltr"
              className="block rounded bg-muted p-2 font-mono text-xs break-all"
            >
              {qr.data.payload}
            </code>
          </dd>
        </dl>
        <Button asChild className="justify-self-start">
          <a href={qr.data.image} download={`merchant-${merchant.code ?? 'qr'}.png`}>
            <DownloadIcon aria-hidden="true" />
            {t('downloadPng')}
          </a>
        </Button>
      </div>
    </div>
  );
}
