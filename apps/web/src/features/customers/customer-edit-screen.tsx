import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { P } from '@console/contract/core';
import { Skeleton } from '@/components/ui/skeleton';
import { organizationsQuery } from '@/lib/organizations';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useCustomer } from './api/get-customer';
import { CustomerEditForm } from './customer-edit-form';
import { CustomerNotFound } from './customer-not-found';
import { customersText } from './messages';

/** /customers/edit/{id}: the edit form of one profile (spec 2 §2). */
export function CustomerEditScreen({ id }: { id: string }) {
  const t = useT(customersText);
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
      <div className="grid gap-4" role="status" aria-busy="true" aria-label={t('loadingCustomer')}>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  if (customer.isError) return <CustomerNotFound />;
  const c = customer.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('editCustomer')}</h1>
        <p className="text-sm text-muted-foreground">
          {t('editIntro', { name: c.name, organization: c.organizationName })}
        </p>
      </div>
      <CustomerEditForm key={`${c.id}:${c.rowVersion}`} customer={c} languages={languages} />
    </div>
  );
}
