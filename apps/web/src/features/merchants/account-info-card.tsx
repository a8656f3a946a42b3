import type { merchantsApi } from '@console/contract';
import { StatusBadge } from '@/components/ui/badge';

/** The account's facts from the core (Accounts/Inquiry). */
export function AccountInfoCard({ account }: { account: merchantsApi.AccountInfo }) {
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
      <h2 id="account-heading" className="text-lg font-semibold">
        Account Information
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-1">
            <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
            <dd className="text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
