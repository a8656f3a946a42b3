import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { cardRequisitionsApi, messages } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { LookupSelect } from '@/components/lookup-select';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { applyServerErrors } from '@/lib/server-errors';
import { statusLabel } from '@/lib/status-messages';
import { useChangeRequisitionStatus } from './api/change-requisition-status';
import type { RequisitionKind, RequisitionRow } from './api/list-requisitions';
import { cardsText } from './messages';

// The contract's rule: Rejected needs a decline reason, sent as remarks.
const schema = z
  .object({
    status: z.string().min(1, messages.statusRequired),
    remarks: z.string().max(500),
  })
  .superRefine(cardRequisitionsApi.checkRequisitionDecision);
type Values = z.input<typeof schema>;

/** Change Status of a card or limit requisition (spec 2 §4): the options exclude the current status. */
export function ChangeRequisitionStatusDialog({
  kind,
  row,
  onOpenChange,
}: {
  kind: RequisitionKind;
  row: RequisitionRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(cardsText);
  return (
    <FormDialog
      open={row !== null}
      onOpenChange={onOpenChange}
      title={t('changeStatus')}
      description={
        row
          ? withElements((values) => t('requisitionNow', values), {
              account: <Ltr>{row.accountNumber}</Ltr>,
              status: <StatusBadge status={row.status} />,
            })
          : undefined
      }
    >
      {row && <ChangeStatusForm kind={kind} row={row} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ChangeStatusForm({
  kind,
  row,
  onDone,
}: {
  kind: RequisitionKind;
  row: RequisitionRow;
  onDone: () => void;
}) {
  const t = useT(cardsText);
  const change = useChangeRequisitionStatus();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { status: '', remarks: '' } });
  const status = useWatch({ control: form.control, name: 'status' });
  const errors = form.formState.errors;
  const options = cardRequisitionsApi
    .nextRequisitionStatuses(row.status)
    .map((s) => ({ id: s, name: statusLabel(s) }));
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        requestType: kind,
        requestId: row.id,
        status: values.status as cardRequisitionsApi.CardRequisitionStatus,
        remarks: values.remarks.trim() || null,
        rowVersion: row.rowVersion,
      });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, ['status', 'remarks']);
    }
  });
  return (
    <form noValidate aria-label={t('changeStatus')} className="grid gap-5" onSubmit={(e) => void submit(e)}>
      <Field id="requisition-status" label={t('status')} error={errors.status?.message}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <LookupSelect
              id="requisition-status"
              value={field.value}
              onChange={field.onChange}
              items={options}
              lookup={null}
              placeholder={t('selectStatus')}
              invalid={Boolean(errors.status)}
            />
          )}
        />
      </Field>
      <Field
        id="requisition-remarks"
        label={status === 'Rejected' ? t('declineReason') : t('remarks')}
        error={errors.remarks?.message}
      >
        <Textarea
          id="requisition-remarks"
          rows={3}
          {...invalidProps('requisition-remarks', errors.remarks?.message)}
          {...form.register('remarks')}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('saving') : t('save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
