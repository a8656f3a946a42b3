import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { customersApi, type organizationsApi } from '@console/contract';
import { Button } from '@/components/ui/button';
import { OtpField } from '@/components/otp-field';
import { translateText, useT } from '@/lib/i18n';
import { useCreateApplication } from '../api/create-application';
import { applyServerErrors } from '@/lib/server-errors';
import { BranchNotice } from './branch-notice';
import { CustomerStep } from './customer-step';
import { DetailsStep, detailFields } from './details-step';
import { newApplicationText } from './messages';
import {
  emptyApplication,
  newApplicationResolver,
  type NewApplicationOutput,
  type NewApplicationValues,
} from './new-application-schema';
import { WizardStep } from './wizard-step';

/** The mobile number's problem, in the words of spec 2 §5, or undefined. */
export const mobileProblem = (mobile: string): string | undefined =>
  customersApi.mobileNumber.safeParse(mobile).error?.issues[0]?.message;

/**
 * The three steps of the new-application wizard in one form: details, phone verification by
 * OTP, then (once a code is sent) the customer's information and the submit button.
 */
export function NewApplicationForm({
  organizations,
  organizationId,
  mobile,
  branchCode,
  onCreated,
}: {
  organizations: readonly organizationsApi.Organization[];
  organizationId: string;
  mobile: string;
  branchCode: string | null;
  onCreated: (customerId: string) => void;
}) {
  const t = useT(newApplicationText);
  const form = useForm<NewApplicationValues, unknown, NewApplicationOutput>({
    resolver: newApplicationResolver,
    defaultValues: emptyApplication(organizationId, mobile, branchCode ?? ''),
  });
  const create = useCreateApplication();
  const [sent, setSent] = useState(false);
  const chosenOrg = useWatch({ control: form.control, name: 'organizationId' });
  const mobileError = form.formState.errors.mobile?.message ?? mobileProblem(mobile);
  const canSubmit = Boolean(branchCode) && sent;
  // Step 1 holds before a code is sent: the code is spent on the account the officer chose.
  const checkDetails = () => form.trigger(detailFields);

  const submit = form.handleSubmit(async (body) => {
    if (!canSubmit) return;
    try {
      const created = await create.mutateAsync({ ...body, branchCode });
      onCreated(created.customerId);
    } catch (error) {
      applyServerErrors(error, form.setError, [
        'oTP',
        'accountType',
        'currency',
        'language',
        'branchCode',
        'mobile',
      ]);
    }
  });

  return (
    <form noValidate className="grid gap-6" onSubmit={(e) => void submit(e)}>
      {!branchCode && <BranchNotice />}
      <DetailsStep form={form} organizations={organizations} />
      <WizardStep step={2} title={t('verifyTitle')} description={t('verifyIntro')}>
        <div className="grid gap-2">
          <Controller
            control={form.control}
            name="oTP"
            render={({ field, fieldState }) => (
              <OtpField
                organizationId={chosenOrg || null}
                phone={mobile}
                originalPhone={mobile}
                operation="NewApplication"
                value={field.value}
                onChange={field.onChange}
                onSentChange={setSent}
                beforeSend={checkDetails}
                error={fieldState.error?.message}
                disabled={!branchCode || Boolean(mobileProblem(mobile))}
              />
            )}
          />
          {mobileError && (
            <p role="alert" className="text-sm text-destructive">
              {translateText(mobileError)}
            </p>
          )}
        </div>
      </WizardStep>
      {sent && (
        <>
          <CustomerStep form={form} />
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={!canSubmit || create.isPending}>
              {create.isPending ? t('submitting') : t('submitApplication')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
