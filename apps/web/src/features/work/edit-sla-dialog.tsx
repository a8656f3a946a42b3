import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { workQueueApi } from '@console/contract';
import { InputField } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { useT } from '@/lib/i18n';
import { applyServerErrors } from '@/lib/server-errors';
import type { Sla } from './api/list-sla';
import { useSetSla, type SetSlaBody } from './api/set-sla';
import { workText } from './messages';
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
  const t = useT(workText);
  return (
    <FormDialog
      open={sla !== null}
      onOpenChange={onOpenChange}
      title={sla ? t('slaOf', { name: slaName(sla) }) : ''}
      description={t('slaHelp')}
    >
      {sla && <SlaForm sla={sla} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function SlaForm({ sla, onDone }: { sla: Sla; onDone: () => void }) {
  const t = useT(workText);
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
    <form noValidate className="grid gap-4" aria-label={t('sla')} onSubmit={(e) => void submit(e)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('dueSoonAfter')}
          type="number"
          inputMode="numeric"
          error={errors.dueSoonHours?.message}
          {...form.register('dueSoonHours', { valueAsNumber: true })}
        />
        <InputField
          label={t('breachedAfter')}
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
