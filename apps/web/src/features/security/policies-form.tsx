import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { P, securityApi } from '@console/contract';
import { InputField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { applyServerErrors } from '@/lib/server-errors';
import { useChangePolicies } from './api/change-policies';
import { usePolicies } from './api/get-policies';

type Input = securityApi.PoliciesInput;
type Raw = z.input<typeof securityApi.policiesInput>;
const fields: { name: keyof Input; label: string }[] = [
  { name: 'passwordMinLength', label: 'Minimum password length (8 to 64)' },
  { name: 'lockoutAttempts', label: 'Failed sign-ins before lockout (3 to 20)' },
  { name: 'lockoutMinutes', label: 'Lockout length in minutes (1 to 1440)' },
  { name: 'idleMinutes', label: 'Idle time-out in minutes (1 to 120)' },
  { name: 'sessionHours', label: 'Session length in hours (1 to 24)' },
];

/** The policies in force; a change is sent for approval and applies once a second person approves. */
export function PoliciesForm() {
  const policies = usePolicies();
  if (!policies.data) return <p className="text-sm text-muted-foreground">Fetching Data...</p>;
  const { updatedBy, updatedAt, ...values } = policies.data;
  return (
    <div className="grid max-w-xl gap-4">
      <p className="text-sm text-muted-foreground">
        {updatedBy && updatedAt
          ? `Last changed by ${updatedBy} on ${formatDateTime(updatedAt)}.`
          : 'The configured defaults apply: nobody has changed them yet.'}{' '}
        An approved change reaches every server within a few seconds.
      </p>
      <PoliciesFields key={JSON.stringify(values)} values={values} />
    </div>
  );
}

function PoliciesFields({ values }: { values: Input }) {
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
      applyServerErrors(
        error,
        form.setError,
        fields.map((f) => f.name),
      );
    }
  });
  return (
    <form noValidate className="grid gap-4" aria-label="Security policies" onSubmit={submit}>
      {fields.map((f) => (
        <InputField
          key={f.name}
          label={f.label}
          type="number"
          inputMode="numeric"
          disabled={!canEdit}
          error={errors[f.name]?.message}
          {...form.register(f.name)}
        />
      ))}
      <Button type="submit" className="w-fit" disabled={!canEdit || change.isPending}>
        Send for approval
      </Button>
    </form>
  );
}
