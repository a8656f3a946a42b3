import { useNavigate } from '@tanstack/react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n';
import { FailedSignInsTab } from './failed-sign-ins-tab';
import { LockoutsTab } from './lockouts-tab';
import { securityText } from './messages';
import { NetworksForm } from './networks-form';
import { PoliciesForm } from './policies-form';
import { SessionsTab } from './sessions-tab';
import type { SecuritySearch, SecurityTab } from './security-search';

/** Each tab's title, by its name in the address. */
const titles = {
  sessions: 'sessions',
  lockouts: 'lockedAccounts',
  failed: 'failedSignIns',
  policies: 'policies',
  networks: 'allowedNetworks',
} as const satisfies Record<SecurityTab, string>;

/**
 * /security: who is signed in now and ending their sessions, locked accounts, failed sign-ins,
 * the security policies and each organization's allowed networks. What grants access (unlock,
 * policies, networks) is sent for a second person's approval.
 */
export function SecurityScreen({ search }: { search: SecuritySearch }) {
  const t = useT(securityText);
  const navigate = useNavigate();
  const tab = search.tab ?? 'sessions';
  // Each tab starts from its own first page and filters.
  const open = (next: string) => void navigate({ to: '/security', search: { tab: next as SecurityTab } });
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      <Tabs value={tab} onValueChange={open}>
        <TabsList aria-label={t('sections')}>
          {Object.entries(titles).map(([value, title]) => (
            <TabsTrigger key={value} value={value}>
              {t(title)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="sessions">{tab === 'sessions' && <SessionsTab search={search} />}</TabsContent>
        <TabsContent value="lockouts">{tab === 'lockouts' && <LockoutsTab search={search} />}</TabsContent>
        <TabsContent value="failed">{tab === 'failed' && <FailedSignInsTab search={search} />}</TabsContent>
        <TabsContent value="policies">{tab === 'policies' && <PoliciesForm />}</TabsContent>
        <TabsContent value="networks">
          {tab === 'networks' && (
            <NetworksForm
              org={search.org}
              onPick={(org) => void navigate({ to: '/security', search: { tab: 'networks', org } })}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
