import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import type { customersApi, LookupItem } from '@console/contract';
import { Button } from '@/components/ui/button';
import { useUpdateCustomer } from './api/update-customer';
import { CustomerEditSections } from './customer-edit-sections';
import {
  customerFieldNames,
  customerFormResolver,
  emptyCustomerForm,
  toFormValues,
  type CustomerFormOutput,
  type CustomerFormValues,
} from './customer-form-schema';
import { useT } from '@/lib/i18n';
import { applyServerErrors } from '@/lib/server-errors';
import { customersText } from './messages';

/** Spec 2 §2 and §9: the edit form waits 1 second before filling its fields. */
export const FILL_DELAY_MS = 1000;

/**
 * Edits a profile. The version read when the fields were filled goes with the update, so a
 * change made meanwhile by someone else answers 409 Conflict instead of being overwritten.
 */
export function CustomerEditForm({
  customer,
  languages,
}: {
  customer: customersApi.Customer;
  languages: readonly LookupItem[];
}) {
  const t = useT(customersText);
  const form = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver: customerFormResolver,
    defaultValues: emptyCustomerForm,
  });
  const [filledFrom, setFilledFrom] = useState<customersApi.Customer | null>(null);
  const update = useUpdateCustomer();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      form.reset(toFormValues(customer));
      setFilledFrom(customer);
    }, FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [customer, form]);

  const toProfile = () => navigate({ to: '/customers/$id', params: { id: customer.id } });
  const submit = form.handleSubmit(async (body) => {
    if (!filledFrom) return;
    try {
      await update.mutateAsync({ id: filledFrom.id, rowVersion: filledFrom.rowVersion, body });
      await toProfile();
    } catch (error) {
      applyServerErrors(error, form.setError, customerFieldNames);
    }
  });

  const busy = !filledFrom || form.formState.isSubmitting;
  return (
    <form noValidate aria-label={t('editCustomer')} className="grid gap-5" onSubmit={submit}>
      {!filledFrom && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('loadingDetails')}
        </p>
      )}
      <CustomerEditSections
        form={form}
        mobile={customer.mobile}
        languages={languages}
        disabled={!filledFrom}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => void toProfile()}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {form.formState.isSubmitting ? t('saving') : t('saveChanges')}
        </Button>
      </div>
    </form>
  );
}
