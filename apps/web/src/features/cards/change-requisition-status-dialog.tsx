import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { cardRequisitionsApi, messages } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { LookupSelect } from '@/components/lookup-select';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/server-errors';
import { useChangeRequisitionStatus } from './api/change-requisition-status';
import type { RequisitionKind, RequisitionRow } from './api/list-requisitions';

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
  return (
    <FormDialog
      open={row !== null}
      onOpenChange={onOpenChange}
      title="Change Status"
      description={
        row ? (
          <>
            Requisition of account {row.accountNumber}, currently <StatusBadge status={row.status} />
          </>
        ) : undefined
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
  const change = useChangeRequisitionStatus();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { status: '', remarks: '' } });
  const status = useWatch({ control: form.control, name: 'status' });
  const errors = form.formState.errors;
  const options = cardRequisitionsApi.nextRequisitionStatuses(row.status).map((s) => ({ id: s, name: s }));
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
    <form noValidate aria-label="Change Status" className="grid gap-5" onSubmit={(e) => void submit(e)}>
      <Field id="requisition-status" label="Status" error={errors.status?.message}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <LookupSelect
              id="requisition-status"
              value={field.value}
              onChange={field.onChange}
              items={options}
              placeholder="Select status"
              invalid={Boolean(errors.status)}
            />
          )}
        />
      </Field>
      <Field
        id="requisition-remarks"
        label={status === 'Rejected' ? 'Decline Reason' : 'Remarks'}
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
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
