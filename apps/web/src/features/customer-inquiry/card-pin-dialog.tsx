import { useState } from 'react';
import type { accountsApi, customersApi } from '@console/contract';
import { FormDialog } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { OTP_LENGTH, OtpField } from '@/components/otp-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useResetCard } from './api/account-cards';
import { accountCardsText } from './cards-messages';
import { STEP_UP_LENGTH, StepUpField } from './step-up-field';

export interface CardDialogProps {
  organizationId: string;
  account: customersApi.Account;
  customer: customersApi.VerifiedCustomer;
  card: accountsApi.PhysicalCard | null;
  open: boolean;
  onClose: () => void;
}

const titles = { pin: 'resetCardPin', counter: 'resetPinCounter' } as const;

/**
 * Reset card PIN or PIN counter (spec 2 §5): an OTP to the customer's phone, and the staff
 * member's own authenticator code (step-up), before the submit button is enabled.
 */
export function CardPinDialog({ operation, ...props }: CardDialogProps & { operation: 'pin' | 'counter' }) {
  const t = useT(accountCardsText);
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      title={t(titles[operation])}
      description={
        props.card
          ? withElements((values) => t('cardOfAccount', values), {
              card: <Ltr>{props.card.cardNumber}</Ltr>,
              account: <Ltr>{props.account.account}</Ltr>,
            })
          : undefined
      }
    >
      {props.card && <CardPinForm operation={operation} {...props} card={props.card} />}
    </FormDialog>
  );
}

function CardPinForm({
  operation,
  organizationId,
  account,
  customer,
  card,
  onClose,
}: CardDialogProps & { operation: 'pin' | 'counter'; card: accountsApi.PhysicalCard }) {
  const t = useT(accountCardsText);
  const [code, setCode] = useState('');
  const [own, setOwn] = useState('');
  const [sent, setSent] = useState(false);
  const reset = useResetCard(operation);
  const ready = sent && code.length === OTP_LENGTH && own.length === STEP_UP_LENGTH && !reset.isPending;
  return (
    <form
      noValidate
      aria-label={t(titles[operation])}
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        reset.mutate(
          {
            orgId: organizationId,
            accountNo: account.account,
            encryptedCardNo: card.id,
            mobile: customer.mobile,
            oTP: code,
            totp: own,
          },
          { onSuccess: onClose },
        );
      }}
    >
      <OtpField
        organizationId={organizationId}
        phone={customer.mobile}
        originalPhone={customer.mobile}
        operation={operation === 'pin' ? 'ResetCardPin' : 'ResetCardCounter'}
        value={code}
        onChange={setCode}
        onSentChange={setSent}
      />
      <StepUpField value={own} onChange={setOwn} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!ready}>
          {reset.isPending ? t('resetting') : t(titles[operation])}
        </Button>
      </DialogFooter>
    </form>
  );
}
