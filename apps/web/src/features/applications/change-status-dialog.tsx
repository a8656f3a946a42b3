import { ApplicationDialog } from './application-dialog';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type applicationsApi } from '@console/contract';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/badge';
import { Textarea } from '@/components/ui/textarea';
import { useMetadata } from '@/lib/metadata';
import { toast } from '@/lib/toast';
import { useChangeApplicationStatus } from './api/change-application-status';
import { Field, invalidProps } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import { RejectionItemsFields } from '@/components/rejection-items-fields';
import {
  blankRejectionItem,
  choicesFor,
  rejectionItemsAfterStatusChange,
  statusBody,
  statusFormSchema,
  type StatusFormOutput,
  type StatusFormValues,
} from './status-form-schema';

type Application = applicationsApi.ApplicationRow;

/** Change Application Status (spec 2 §4), 900 px wide. */
export function ChangeStatusDialog({
  application,
  onOpenChange,
}: {
  application: Application | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ApplicationDialog
      application={application}
      onOpenChange={onOpenChange}
      title="Change Application Status"
      className="sm:max-w-[900px]"
      description={(app) => (
        <>
          {app.customerName}: {app.type} {app.currency}, currently{' '}
          <StatusBadge status={app.status} className="align-middle" />
        </>
      )}
    >
      {(app) => <ChangeStatusForm application={app} onDone={() => onOpenChange(false)} />}
    </ApplicationDialog>
  );
}

const empty: StatusFormValues = { status: '', declineReason: '', rejectionItems: [] };

export function ChangeStatusForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const form = useForm<StatusFormValues, unknown, StatusFormOutput>({
    resolver: zodResolver(statusFormSchema),
    defaultValues: empty,
  });
  const items = useFieldArray({ control: form.control, name: 'rejectionItems' });
  const change = useChangeApplicationStatus();
  const metadata = useMetadata();
  const status = form.watch('status');
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    // Nothing happens without a target or a status (spec 2 §5).
    if (!application.id || !values.status) return;
    try {
      await change.mutateAsync({ id: application.id, body: statusBody(values, application.rowVersion) });
      toast.success(messages.updated);
      onDone();
    } catch {
      // The API client has shown the server's answer.
    }
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(e) => (status ? void submit(e) : e.preventDefault())}>
      <Field id="application-status" label="Status">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <LookupSelect
              id="application-status"
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // Spec 2 §4: cleared on every change, one blank item when Rejected.
                items.replace(rejectionItemsAfterStatusChange(next));
                form.clearErrors();
              }}
              items={choicesFor(application.status).map((s) => ({ id: s, name: s }))}
              placeholder="Select a status"
            />
          )}
        />
      </Field>
      {status === 'Declined' && (
        <Field id="decline-reason" label="Decline reason" error={errors.declineReason?.message}>
          <Textarea
            id="decline-reason"
            rows={3}
            maxLength={500}
            {...invalidProps('decline-reason', errors.declineReason?.message)}
            {...form.register('declineReason')}
          />
        </Field>
      )}
      {status === 'Rejected' && (
        <RejectionItemsFields
          fields={items.fields}
          control={form.control}
          errors={errors}
          reasons={metadata.data?.CustomerRejectionReason ?? []}
          documents={metadata.data?.DocumentName ?? []}
          onAdd={() => items.append(blankRejectionItem())}
          onRemove={(index) => items.remove(index)}
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!status || change.isPending}>
          {change.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
