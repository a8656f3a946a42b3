import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { TriangleAlertIcon } from 'lucide-react';
import type { organizationsApi } from '@console/contract';
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
import { applyServerErrors } from '@/lib/server-errors';
import { useRegisterBusiness } from '../api/register-business';
import { AccountStep } from './account-step';
import { BusinessStep } from './business-step';
import { registerBusinessText } from './messages';
import {
  emptyRegistration,
  registerSchema,
  stepFields,
  type RegisterOutput,
  type RegisterValues,
} from './register-schema';
import { SignatoriesStep } from './signatories-step';

// Each step's title and help are the messages of the same name.
const steps = [
  { key: 'business', help: 'businessHelp' },
  { key: 'signatories', help: 'signatoriesHelp' },
  { key: 'account', help: 'accountHelp' },
] as const;

/** Register New Business: a stepped form (business, signatories, account), 1200 px wide. */
export function RegisterBusinessDialog({
  open,
  onOpenChange,
  organizations,
  organizationId,
  name,
  branchCode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizations: readonly organizationsApi.Organization[];
  organizationId: string;
  name: string;
  branchCode: string | null;
}) {
  const t = useT(registerBusinessText);
  const tc = useT(contractText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-[1200px]">
        <DialogHeader>
          <DialogTitle>{tc('registerNewBusiness')}</DialogTitle>
          <DialogDescription>{t('reviewedByAnother')}</DialogDescription>
        </DialogHeader>
        {open && (
          <RegisterForm
            organizations={organizations}
            initial={emptyRegistration(organizationId, name, branchCode ?? '')}
            branchCode={branchCode}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RegisterForm({
  organizations,
  initial,
  branchCode,
  onCancel,
}: {
  organizations: readonly organizationsApi.Organization[];
  initial: RegisterValues;
  branchCode: string | null;
  onCancel: () => void;
}) {
  const t = useT(registerBusinessText);
  const tc = useT(contractText);
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const [step, setStep] = useState(0);
  const registerBusiness = useRegisterBusiness();
  const navigate = useNavigate();
  const current = steps[step]!;
  const last = step === steps.length - 1;

  const next = async () => {
    if (await form.trigger([...stepFields[current.key]])) setStep(step + 1);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await registerBusiness.mutateAsync({ ...values, branchCode: branchCode ?? '' });
      await navigate({ to: '/businesses/$id', params: { id: created.id } });
    } catch (error) {
      applyServerErrors(error, form.setError, Object.keys(initial) as (keyof RegisterValues)[]);
    }
  });

  return (
    <form
      noValidate
      aria-label={tc('registerNewBusiness')}
      className="grid gap-5"
      onSubmit={(e) => void submit(e)}
    >
      <ol className="flex flex-wrap gap-2" aria-label={t('steps')}>
        {steps.map((s, i) => (
          <li
            key={s.key}
            aria-current={i === step ? 'step' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${i === step ? 'border-primary bg-primary text-primary-foreground' : 'text-muted-foreground'}`}
          >
            {t('step', { number: i + 1, title: t(s.key) })}
          </li>
        ))}
      </ol>
      <section aria-labelledby="register-step-title" className="grid gap-4">
        <div>
          <h3 id="register-step-title" className="font-semibold">
            {t(current.key)}
          </h3>
          <p className="text-sm text-muted-foreground">{t(current.help)}</p>
        </div>
        {current.key === 'business' && <BusinessStep form={form} />}
        {current.key === 'signatories' && <SignatoriesStep form={form} />}
        {current.key === 'account' && (
          <>
            {!branchCode && (
              <p
                role="alert"
                className="flex items-start gap-3 rounded-lg border border-yellow-400 p-4 text-sm"
              >
                <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {tc('branchNeeded')}
              </p>
            )}
            <AccountStep form={form} organizations={organizations} branchCode={branchCode ?? ''} />
          </>
        )}
      </section>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        {step > 0 && (
          <Button variant="outline" onClick={() => setStep(step - 1)}>
            {t('back')}
          </Button>
        )}
        {/*
          Two buttons, not one that changes type: Next opens the last step while its click is still
          being handled, and a button that became a submit one there would register at once.
        */}
        {last ? (
          <Button key="register" type="submit" disabled={!branchCode || registerBusiness.isPending}>
            {registerBusiness.isPending ? t('registering') : t('registerBusiness')}
          </Button>
        ) : (
          <Button key="next" onClick={() => void next()}>
            {t('next')}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
