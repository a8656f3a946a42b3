import type { ReactNode } from 'react';
import type { customersApi } from '@console/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCustomer } from './api/get-customer';
import { CustomerDocumentsTab } from './customer-documents-tab';
import { CustomerNotFound } from './customer-not-found';
import { CustomerProfileHeader } from './customer-profile-header';
import { ProfileDetails } from './profile-details';

export interface CustomerProfileScreenProps {
  id: string;
  /** The Applications tab, supplied by the route from the applications feature. */
  applicationsTab: (customer: customersApi.Customer) => ReactNode;
}

/** /customers/{id}: the profile with tabs Profile Details, Applications and Documents (spec 2 §2). */
export function CustomerProfileScreen({ id, applicationsTab }: CustomerProfileScreenProps) {
  const customer = useCustomer(id);
  if (customer.isPending)
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the customer">
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
          <TabsTrigger value="details">Profile Details</TabsTrigger>
          <TabsTrigger value="applications">
            Applications <Count value={c.applications} />
          </TabsTrigger>
          <TabsTrigger value="documents">
            Documents <Count value={c.documents} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <ProfileDetails customer={c} />
        </TabsContent>
        <TabsContent value="applications">{applicationsTab(c)}</TabsContent>
        <TabsContent value="documents">
          <CustomerDocumentsTab customerId={c.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums" aria-hidden="true">
      {value}
    </span>
  );
}
