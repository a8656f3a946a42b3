import { useState } from 'react';
import type { customersApi } from '@console/contract';
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { LookupSelect } from '@/components/lookup-select';
import { OTP_LENGTH, OtpField } from '@/components/otp-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useOrganizations } from '@/lib/organizations';
import { accountsText } from './accounts-messages';
import { useLookupCustomers } from './api/lookup-customers';
import { useRequestAccount } from './api/request-account';

type Customer = customersApi.VerifiedCustomer;

/**
 * Add Account from the accounts view: an account request (shadow application) for the customer's
 * profile in the console, confirmed by an OTP to the customer's phone.
 */
export function AddAccountDialog({
  organizationId,
  customer,
  open,
  onClose,
}: {
  organizationId: string;
  customer: Customer;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT(accountsText);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('addAccount')}
      description={t('addAccountAbout', { name: customer.name })}
      className="sm:max-w-[900px]"
    >
      <AddAccountForm organizationId={organizationId} customer={customer} onDone={onClose} />
    </FormDialog>
  );
}

function AddAccountForm({
  organizationId,
  customer,
  onDone,
}: {
  organizationId: string;
  customer: Customer;
  onDone: () => void;
}) {
  const t = useT(accountsText);
  const tc = useT(contractText);
  const organizations = useOrganizations('Personal');
  const org = organizations.data?.find((o) => o.id === organizationId);
  const profiles = useLookupCustomers(organizationId, customer.mobile, true);
  const found = profiles.data ?? [];
  const profile =
    found.length === 1 ? found[0] : found.find((p) => p.name.toLowerCase() === customer.name.toLowerCase());
  const [accountType, setAccountType] = useState('');
  const [currency, setCurrency] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const request = useRequestAccount();

  if (organizations.isSuccess && !org)
    return (
      <p role="alert" className="text-sm text-destructive">
        {tc('orgDetailsMissing')}
      </p>
    );
  if (!org || profiles.isPending)
    return <p className="text-sm text-muted-foreground">{tc('fetchingData')}</p>;
  if (!profile)
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {t('noProfileYet', { name: customer.name })}
      </p>
    );
  const types = org.supportedAccounts
    .filter((a) => a.group === 'Personal')
    .map((a) => ({ id: a.id, name: a.name }));
  const currencies = (org.supportedAccounts.find((a) => a.id === accountType)?.currencies ?? []).map((c) => ({
    id: c,
    name: c,
  }));
  const ready = sent && accountType && currency && code.length === OTP_LENGTH && !request.isPending;
  return (
    <form
      noValidate
      aria-label={t('addAccount')}
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        request.mutate(
          {
            organizationId,
            customerId: profile.id,
            accountType,
            currency,
            mobile: customer.mobile,
            oTP: code,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="add-account-type" label={t('accountType')}>
          <LookupSelect
            id="add-account-type"
            value={accountType}
            onChange={(v) => {
              setAccountType(v);
              setCurrency('');
            }}
            items={types}
            lookup={null}
            placeholder={t('selectAccountType')}
            disabled={types.length === 0}
          />
        </Field>
        <Field id="add-account-currency" label={t('currency')}>
          <LookupSelect
            id="add-account-currency"
            value={currency}
            onChange={setCurrency}
            items={currencies}
            lookup={null}
            placeholder={t('selectCurrency')}
            disabled={!accountType}
          />
        </Field>
      </div>
      <OtpField
        organizationId={organizationId}
        phone={customer.mobile}
        originalPhone={customer.mobile}
        operation="AccountRequest"
        customerId={customer.customerId}
        value={code}
        onChange={setCode}
        onSentChange={setSent}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!ready}>
          {request.isPending ? t('submitting') : t('submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
