import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { customersApi } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { useRevealCustomerField, type RevealBody } from './api/reveal-customer-field';
import { customersText } from './messages';

type MaskedField = customersApi.MaskedCustomerField;
const reasonLabel = {
  CustomerRequest: 'reasonCustomerRequest',
  KycReview: 'reasonKycReview',
  Investigation: 'reasonInvestigation',
  Correction: 'reasonCorrection',
  Other: 'reasonOther',
} as const satisfies Record<customersApi.RevealReasonCode, string>;

/** Reveal: why the value is needed, from the list and in words; the answer goes to `onRevealed`. */
export function RevealFieldDialog({
  customerId,
  field,
  label,
  open,
  onOpenChange,
  onRevealed,
}: {
  customerId: string;
  field: MaskedField;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRevealed: (value: string | null) => void;
}) {
  const t = useT(customersText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('revealTitle', { field: label })}
      description={t('revealIntro')}
    >
      <RevealForm
        customerId={customerId}
        field={field}
        onDone={(value) => {
          onRevealed(value);
          onOpenChange(false);
        }}
      />
    </FormDialog>
  );
}

function RevealForm({
  customerId,
  field,
  onDone,
}: {
  customerId: string;
  field: MaskedField;
  onDone: (value: string | null) => void;
}) {
  const t = useT(customersText);
  const reveal = useRevealCustomerField(customerId);
  const form = useForm<RevealBody>({
    resolver: zodResolver(customersApi.revealCustomerField.body),
    defaultValues: { field, reason: { code: undefined as never, text: '' } },
  });
  const errors = form.formState.errors.reason;
  const codeError = errors?.code?.message ?? errors?.message;
  const textError = errors?.text?.message;
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit(async (body) => {
        try {
          onDone((await reveal.mutateAsync(body)).value);
        } catch {
          // The API client has shown the server's answer.
        }
      })}
    >
      <Field id="reveal-reason" label={t('revealReason')} error={codeError}>
        <Controller
          control={form.control}
          name="reason.code"
          render={({ field: code }) => (
            <Select value={code.value ?? ''} onValueChange={code.onChange}>
              <SelectTrigger
                id="reveal-reason"
                className="w-full"
                aria-invalid={codeError ? true : undefined}
              >
                <SelectValue placeholder={t('chooseReason')} />
              </SelectTrigger>
              <SelectContent>
                {customersApi.revealReasonCodes.map((c) => (
                  <SelectItem key={c} value={c}>
                    {t(reasonLabel[c])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field id="reveal-text" label={t('revealDetails')} error={textError}>
        <Textarea
          id="reveal-text"
          rows={3}
          {...invalidProps('reveal-text', textError)}
          {...form.register('reason.text')}
        />
      </Field>
      <FormDialogSubmit pending={reveal.isPending} pendingLabel={t('revealing')}>
        {t('reveal')}
      </FormDialogSubmit>
    </form>
  );
}
