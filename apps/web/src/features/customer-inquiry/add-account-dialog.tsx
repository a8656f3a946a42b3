import { useState } from 'react';
import { messages, type customersApi } from '@console/contract';
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { LookupSelect } from '@/components/lookup-select';
import { OTP_LENGTH, OtpField } from '@/components/otp-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { useOrganizations } from '@/lib/organizations';
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
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add Account"
      description={`A further account for ${customer.name}.`}
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
        {messages.orgDetailsMissing}
      </p>
    );
  if (!org || profiles.isPending)
    return <p className="text-sm text-muted-foreground">{messages.fetchingData}</p>;
  if (!profile)
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {customer.name} has no customer profile in the console yet: register them from the inquiry first.
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
      aria-label="Add Account"
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
        <Field id="add-account-type" label="Account Type">
          <LookupSelect
            id="add-account-type"
            value={accountType}
            onChange={(v) => {
              setAccountType(v);
              setCurrency('');
            }}
            items={types}
            placeholder="Select account type"
            disabled={types.length === 0}
          />
        </Field>
        <Field id="add-account-currency" label="Currency">
          <LookupSelect
            id="add-account-currency"
            value={currency}
            onChange={setCurrency}
            items={currencies}
            placeholder="Select currency"
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
          Cancel
        </Button>
        <Button type="submit" disabled={!ready}>
          {request.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </DialogFooter>
    </form>
  );
}
