import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { workQueueApi } from '@console/contract';
import { InputField } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { applyServerErrors } from '@/lib/server-errors';
import type { Sla } from './api/list-sla';
import { useSetSla, type SetSlaBody } from './api/set-sla';
import { slaName } from './sla-columns';

type Raw = z.input<typeof workQueueApi.setSla.body>;
const fields = ['dueSoonHours', 'breachHours'] as const;

/** Changes when items of one kind in one organization become due soon, then breached. */
export function EditSlaDialog({
  sla,
  onOpenChange,
}: {
  sla: Sla | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={sla !== null}
      onOpenChange={onOpenChange}
      title={sla ? `SLA of ${slaName(sla)}` : ''}
      description="Hours of waiting, counted from when the item started to wait. Items already waiting take the new hours at once."
    >
      {sla && <SlaForm sla={sla} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function SlaForm({ sla, onDone }: { sla: Sla; onDone: () => void }) {
  const save = useSetSla();
  const form = useForm<Raw, unknown, SetSlaBody>({
    resolver: zodResolver(workQueueApi.setSla.body),
    defaultValues: {
      area: sla.area,
      organizationId: sla.organizationId,
      dueSoonHours: sla.dueSoonHours,
      breachHours: sla.breachHours,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
    }
  });
  return (
    <form noValidate className="grid gap-4" aria-label="SLA" onSubmit={(e) => void submit(e)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Due soon after (hours)"
          type="number"
          inputMode="numeric"
          error={errors.dueSoonHours?.message}
          {...form.register('dueSoonHours', { valueAsNumber: true })}
        />
        <InputField
          label="Breached after (hours)"
          type="number"
          inputMode="numeric"
          error={errors.breachHours?.message}
          {...form.register('breachHours', { valueAsNumber: true })}
        />
      </div>
      <FormDialogSubmit pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
