import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { P, securityApi } from '@console/contract';
import { InputField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { contractText } from '@/lib/contract-messages';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { applyServerErrors } from '@/lib/server-errors';
import { useChangePolicies } from './api/change-policies';
import { usePolicies } from './api/get-policies';
import { securityText } from './messages';

type Input = securityApi.PoliciesInput;
type Raw = z.input<typeof securityApi.policiesInput>;
/** The policies in the order shown, each labelled by its name. */
const fields = [
  'passwordMinLength',
  'lockoutAttempts',
  'lockoutMinutes',
  'idleMinutes',
  'sessionHours',
  'dormantDays',
  'accessReviewMonths',
] as const satisfies readonly (keyof Input)[];

/** The policies in force; a change is sent for approval and applies once a second person approves. */
export function PoliciesForm() {
  const t = useT(securityText);
  const tc = useT(contractText);
  const policies = usePolicies();
  if (!policies.data) return <p className="text-sm text-muted-foreground">{tc('fetchingData')}</p>;
  const { updatedBy, updatedAt, ...values } = policies.data;
  return (
    <div className="grid max-w-xl gap-4">
      <p className="text-sm text-muted-foreground">
        {updatedBy && updatedAt
          ? t('lastChanged', { userName: updatedBy, date: formatDateTime(updatedAt) })
          : t('defaultsApply')}{' '}
        {t('changesReachServers')}
      </p>
      <PoliciesFields key={JSON.stringify(values)} values={values} />
    </div>
  );
}

function PoliciesFields({ values }: { values: Input }) {
  const t = useT(securityText);
  const canEdit = useCan(P.EditSecurityPolicies);
  const change = useChangePolicies();
  const form = useForm<Raw, unknown, Input>({
    resolver: zodResolver(securityApi.policiesInput),
    defaultValues: values,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
    } catch (error) {
      applyServerErrors(error, form.setError, [...fields]);
    }
  });
  return (
    <form noValidate className="grid gap-4" aria-label={t('securityPolicies')} onSubmit={submit}>
      {fields.map((name) => (
        <InputField
          key={name}
          label={t(name)}
          type="number"
          inputMode="numeric"
          disabled={!canEdit}
          error={errors[name]?.message}
          {...form.register(name)}
        />
      ))}
      <Button type="submit" className="w-fit" disabled={!canEdit || change.isPending}>
        {t('sendForApproval')}
      </Button>
    </form>
  );
}
