import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { P } from '@console/contract/core';
import { Skeleton } from '@/components/ui/skeleton';
import { organizationsQuery } from '@/lib/organizations';
import { useCan } from '@/lib/permissions';
import { useCustomer } from './api/get-customer';
import { CustomerEditForm } from './customer-edit-form';
import { CustomerNotFound } from './customer-not-found';

/** /customers/edit/{id}: the edit form of one profile (spec 2 §2). */
export function CustomerEditScreen({ id }: { id: string }) {
  const customer = useCustomer(id);
  // The languages offered are those of the customer's organization.
  const organizations = useQuery({
    ...organizationsQuery(),
    enabled: useCan([P.ListOrganizations, P.RegisterUser]),
  });
  const organizationId = customer.data?.organizationId;
  const languages = useMemo(
    () =>
      (organizations.data?.find((o) => o.id === organizationId)?.supportedLanguages ?? []).map((l) => ({
        id: l,
        name: l,
      })),
    [organizations.data, organizationId],
  );

  if (customer.isPending)
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the customer">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  if (customer.isError) return <CustomerNotFound />;
  const c = customer.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Edit Customer</h1>
        <p className="text-sm text-muted-foreground">
          {c.name} · {c.organizationName}. The mobile number cannot be changed.
        </p>
      </div>
      <CustomerEditForm key={`${c.id}:${c.rowVersion}`} customer={c} languages={languages} />
    </div>
  );
}
