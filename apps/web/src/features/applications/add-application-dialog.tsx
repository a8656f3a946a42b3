import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applicationsApi, type customersApi } from '@console/contract';
import { OtpField } from '@/components/otp-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useOrganizations } from '@/lib/organizations';
import { useRequestAccount } from './api/request-account';
import { accountTypeOptions, currencyOptions } from './account-options';
import { Field } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import { applyServerErrors } from '@/lib/server-errors';
import { applicationsText } from './messages';

type Customer = customersApi.Customer;

// The customer, organization and mobile come from the profile; the user fills in the rest.
const schema = applicationsApi.accountRequestBody.pick({ accountType: true, currency: true, oTP: true });
type Values = z.infer<typeof schema>;

/** Add Application (spec 2 §2): a further account for this customer, confirmed by OTP. */
export function AddApplicationDialog({
  customer,
  open,
  onOpenChange,
}: {
  customer: Customer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(applicationsText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[900px]">
        <DialogHeader>
          <DialogTitle>{t('addApplication')}</DialogTitle>
          <DialogDescription>{t('addApplicationIntro', { name: customer.name })}</DialogDescription>
        </DialogHeader>
        {open && <AddApplicationForm customer={customer} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

export function AddApplicationForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const t = useT(applicationsText);
  const tc = useT(contractText);
  const organizations = useOrganizations();
  const org = organizations.data?.find((o) => o.id === customer.organizationId);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { accountType: '', currency: '', oTP: '' },
  });
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  const [sent, setSent] = useState(false);
  const request = useRequestAccount();
  const errors = form.formState.errors;

  if (!customer.organizationId || (organizations.isSuccess && !org))
    return (
      <p role="alert" className="text-sm text-destructive">
        {tc('orgDetailsMissing')}
      </p>
    );
  if (!org) return <p className="text-sm text-muted-foreground">{tc('fetchingData')}</p>;

  const submit = form.handleSubmit(async (values) => {
    if (!sent) return;
    try {
      await request.mutateAsync({
        organizationId: org.id,
        customerId: customer.id,
        accountType: values.accountType,
        currency: values.currency,
        mobile: customer.mobile,
        oTP: values.oTP,
      });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['oTP', 'accountType', 'currency']);
    }
  });
  const types = accountTypeOptions(org);
  return (
    <form noValidate className="grid gap-5" onSubmit={(e) => void submit(e)}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="add-organization" label={t('organization')}>
          <p id="add-organization" className="flex h-9 items-center text-sm font-medium">
            {org.name}
          </p>
        </Field>
        <Field id="add-account-type" label={t('accountTypeField')} error={errors.accountType?.message}>
          <Controller
            control={form.control}
            name="accountType"
            render={({ field }) => (
              <LookupSelect
                id="add-account-type"
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  form.setValue('currency', '');
                }}
                items={types}
                lookup={null}
                placeholder={t('selectAccountType')}
                disabled={types.length === 0}
                invalid={Boolean(errors.accountType)}
              />
            )}
          />
        </Field>
        <Field id="add-currency" label={t('currency')} error={errors.currency?.message}>
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <LookupSelect
                id="add-currency"
                value={field.value}
                onChange={field.onChange}
                items={currencyOptions(org, accountType)}
                lookup={null}
                placeholder={t('selectCurrency')}
                disabled={!accountType}
                invalid={Boolean(errors.currency)}
              />
            )}
          />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="oTP"
        render={({ field, fieldState }) => (
          <OtpField
            organizationId={org.id}
            phone={customer.mobile}
            originalPhone={customer.mobile}
            operation="AccountRequest"
            customerId={customer.coreCustomerId}
            value={field.value}
            onChange={field.onChange}
            onSentChange={setSent}
            error={fieldState.error?.message}
          />
        )}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!sent || request.isPending}>
          {request.isPending ? t('submitting') : t('submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
