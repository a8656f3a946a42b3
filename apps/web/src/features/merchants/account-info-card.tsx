import { useState } from 'react';
import { ImageIcon } from 'lucide-react';
import type { merchantsApi } from '@console/contract';
import { ImageViewerDialog } from '@/components/image-viewer-dialog';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { accountHolderImageQuery } from './api/account-inquiry';
import { merchantsText } from './messages';

/** The account's facts from the core (Accounts/Inquiry), and its holder's photo on demand. */
export function AccountInfoCard({
  organizationId,
  account,
}: {
  organizationId: string;
  account: merchantsApi.AccountInfo;
}) {
  const t = useT(merchantsText);
  const [viewing, setViewing] = useState(false);
  const facts: [string, React.ReactNode][] = [
    [t('accountNumber'), <Ltr key="account">{account.account}</Ltr>],
    [t('name'), account.name],
    [t('type'), account.accountType],
    [t('currency'), account.currency],
    [t('branch'), <Ltr key="branch">{account.branch}</Ltr>],
    [t('status'), <StatusBadge key="status" status={account.accStatus} />],
  ];
  return (
    <section aria-labelledby="account-heading" className="grid gap-3 rounded-lg border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="account-heading" className="text-lg font-semibold">
          {t('accountInformation')}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setViewing(true)}>
          <ImageIcon aria-hidden="true" />
          {t('viewImage')}
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-1">
            <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
            <dd className="text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      <ImageViewerDialog
        open={viewing}
        onOpenChange={setViewing}
        title={account.name}
        description={t('accountHolderOf', { account: account.account })}
        file={accountHolderImageQuery(organizationId, account.account)}
      />
    </section>
  );
}
