import type { ReactNode } from 'react';
import { P, type customersApi } from '@console/contract';
import { RecordHistory } from '@/components/record-history';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useCustomer } from './api/get-customer';
import { CustomerDocumentsTab } from './customer-documents-tab';
import { CustomerNotFound } from './customer-not-found';
import { CustomerProfileHeader } from './customer-profile-header';
import { customersText } from './messages';
import { ProfileDetails } from './profile-details';

export interface CustomerProfileScreenProps {
  id: string;
  /** The Applications tab, supplied by the route from the applications feature. */
  applicationsTab: (customer: customersApi.Customer) => ReactNode;
  /** The Screening tab (its state and hits), supplied by the route from the screening feature. */
  screeningTab: ReactNode;
}

/**
 * /customers/{id}: the profile with tabs Profile Details, Applications and Documents (spec 2 §2),
 * Screening (whether a hit holds the customer), and History (its changes) for readers of the
 * activity report.
 */
export function CustomerProfileScreen({ id, applicationsTab, screeningTab }: CustomerProfileScreenProps) {
  const t = useT(customersText);
  const customer = useCustomer(id);
  const canSeeHistory = useCan(P.ViewActivityReport);
  if (customer.isPending)
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label={t('loadingCustomer')}>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-9 w-96" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (customer.isError) return <CustomerNotFound />;
  const c = customer.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <CustomerProfileHeader customer={c} />
      <Tabs defaultValue="details" className="gap-4">
        <TabsList>
          <TabsTrigger value="details">{t('profileDetails')}</TabsTrigger>
          <TabsTrigger value="applications">
            {t('applications')} <Count value={c.applications} />
          </TabsTrigger>
          <TabsTrigger value="documents">
            {t('documents')} <Count value={c.documents} />
          </TabsTrigger>
          <TabsTrigger value="screening">{t('screening')}</TabsTrigger>
          {canSeeHistory && <TabsTrigger value="history">{t('history')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="details">
          <ProfileDetails customer={c} />
        </TabsContent>
        <TabsContent value="applications">{applicationsTab(c)}</TabsContent>
        <TabsContent value="documents">
          <CustomerDocumentsTab customerId={c.id} />
        </TabsContent>
        <TabsContent value="screening">{screeningTab}</TabsContent>
        {canSeeHistory && (
          <TabsContent value="history">
            <RecordHistory recordId={c.id} label={t('historyOf', { name: c.name })} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums" aria-hidden="true">
      {formatCount(value)}
    </span>
  );
}
