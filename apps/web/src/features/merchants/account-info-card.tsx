import { useState } from 'react';
import { ImageIcon } from 'lucide-react';
import type { merchantsApi } from '@console/contract';
import { ImageViewerDialog } from '@/components/image-viewer-dialog';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { accountHolderImageQuery } from './api/account-inquiry';

/** The account's facts from the core (Accounts/Inquiry), and its holder's photo on demand. */
export function AccountInfoCard({
  organizationId,
  account,
}: {
  organizationId: string;
  account: merchantsApi.AccountInfo;
}) {
  const [viewing, setViewing] = useState(false);
  const facts: [string, React.ReactNode][] = [
    ['Account number', account.account],
    ['Name', account.name],
    ['Type', account.accountType],
    ['Currency', account.currency],
    ['Branch', account.branch],
    ['Status', <StatusBadge key="status" status={account.accStatus} />],
  ];
  return (
    <section aria-labelledby="account-heading" className="grid gap-3 rounded-lg border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="account-heading" className="text-lg font-semibold">
          Account Information
        </h2>
        <Button variant="outline" size="sm" onClick={() => setViewing(true)}>
          <ImageIcon aria-hidden="true" />
          View Image
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
        description={`Account holder of ${account.account}`}
        file={accountHolderImageQuery(organizationId, account.account)}
      />
    </section>
  );
}
