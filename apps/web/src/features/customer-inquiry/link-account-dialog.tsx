import { useState } from 'react';
import { messages, type customersApi } from '@console/contract';
import { FormDialog } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { OTP_LENGTH, OtpField } from '@/components/otp-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { accountsText } from './accounts-messages';
import { useLinkAccount } from './api/account-link';

export interface AccountDialogProps {
  organizationId: string;
  account: customersApi.Account;
  customer: customersApi.VerifiedCustomer;
  open: boolean;
  onClose: () => void;
}

/** Link Account (spec 2 §2): an OTP to the customer's mobile, then the link to DahabPlus. */
export function LinkAccountDialog({ organizationId, account, customer, open, onClose }: AccountDialogProps) {
  const t = useT(accountsText);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('linkAccount')}
      description={withElements((values) => t('linkAbout', values), {
        account: <Ltr>{account.account}</Ltr>,
        name: customer.name,
      })}
    >
      <LinkAccountForm
        organizationId={organizationId}
        account={account}
        customer={customer}
        onDone={onClose}
      />
    </FormDialog>
  );
}

export function LinkAccountForm({
  organizationId,
  account,
  customer,
  onDone,
}: Omit<AccountDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const t = useT(accountsText);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const link = useLinkAccount();
  return (
    <form
      noValidate
      aria-label={t('linkAccount')}
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!account.account) return setError(messages.accountNumberRequired);
        if (code.length !== OTP_LENGTH) return setError(messages.otpRequired);
        setError(undefined);
        link.mutate(
          {
            organizationId,
            accountType: account.accountType,
            accountNo: account.account,
            mobile: customer.mobile,
            oTP: code,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <dt className="text-muted-foreground">{t('account')}</dt>
        <dd className="col-span-2 font-medium tabular-nums">
          <Ltr>{account.account}</Ltr>
        </dd>
        <dt className="text-muted-foreground">{t('accountType')}</dt>
        <dd className="col-span-2">{account.accountType}</dd>
        <dt className="text-muted-foreground">{t('currency')}</dt>
        <dd className="col-span-2">{account.currency}</dd>
      </dl>
      <OtpField
        organizationId={organizationId}
        phone={customer.mobile}
        originalPhone={customer.mobile}
        operation="LinkAccount"
        value={code}
        onChange={setCode}
        onSentChange={setSent}
        error={error}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!sent || link.isPending}>
          {link.isPending ? t('linking') : t('linkAccount')}
        </Button>
      </DialogFooter>
    </form>
  );
}
