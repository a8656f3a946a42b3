import { useState } from 'react';
import type { customersApi } from '@console/contract';
import { OTP_LENGTH, OtpField } from '@/components/otp-field';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import { DialogFooter } from '@/components/ui/dialog';
import { Ltr } from '@/components/ltr';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useResetPin } from './api/reset-pin';
import { inquiryText } from './messages';
import { STEP_UP_LENGTH, StepUpField } from './step-up-field';

export interface ResetPinDialogProps {
  organizationId: string;
  open: boolean;
  customer: customersApi.VerifiedCustomer | null;
  onClose: () => void;
}

/** Reset M-Banking PIN: an OTP to the customer's mobile, then the reset (spec 2 §2, §4). */
export function ResetPinDialog({ organizationId, open, customer, onClose }: ResetPinDialogProps) {
  const t = useT(inquiryText);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('resetMBankingPin')}
      description={
        customer
          ? withElements((values) => t('resetPinHelpFor', values), {
              name: customer.name,
              customerId: <Ltr>{customer.customerId}</Ltr>,
            })
          : t('resetPinHelp')
      }
    >
      {customer && <ResetPinForm organizationId={organizationId} customer={customer} onDone={onClose} />}
    </FormDialog>
  );
}

export function ResetPinForm({
  organizationId,
  customer,
  onDone,
}: {
  organizationId: string;
  customer: customersApi.VerifiedCustomer;
  onDone: () => void;
}) {
  const t = useT(inquiryText);
  const [code, setCode] = useState('');
  const [own, setOwn] = useState('');
  const [sent, setSent] = useState(false);
  const reset = useResetPin();
  const ready = sent && code.length === OTP_LENGTH && own.length === STEP_UP_LENGTH && !reset.isPending;

  return (
    <form
      noValidate
      aria-label={t('resetMBankingPin')}
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        reset.mutate(
          { organizationId, customerId: customer.customerId, mobile: customer.mobile, oTP: code, totp: own },
          { onSuccess: onDone },
        );
      }}
    >
      <OtpField
        organizationId={organizationId}
        phone={customer.mobile}
        originalPhone={customer.mobile}
        operation="ResetPin"
        customerId={customer.customerId}
        value={code}
        onChange={setCode}
        onSentChange={setSent}
      />
      <StepUpField value={own} onChange={setOwn} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!ready}>
          {reset.isPending ? t('resetting') : t('resetPin')}
        </Button>
      </DialogFooter>
    </form>
  );
}
