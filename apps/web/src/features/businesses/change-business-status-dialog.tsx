import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type businessesApi } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import { RejectionItemsFields, type StatusFormValues } from '@/components/rejection-items-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/badge';
import { Textarea } from '@/components/ui/textarea';
import { useMetadata } from '@/lib/metadata';
import { toast } from '@/lib/toast';
import { useChangeBusinessStatus } from './api/change-business-status';
import {
  blankRejectionItem,
  businessStatusBody,
  businessStatusSchema,
  rejectionItemsAfterStatusChange,
  reviewChoices,
  type BusinessStatusOutput,
} from './business-status-schema';

type Business = businessesApi.Business;

/** Change Business Status (spec 2 §2, §4), 900 px wide. */
export function ChangeBusinessStatusDialog({
  business,
  open,
  onOpenChange,
}: {
  business: Business;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[900px]">
        <DialogHeader>
          <DialogTitle>Change Business Status</DialogTitle>
          <DialogDescription>
            {business.name}, currently <StatusBadge status={business.status} className="align-middle" />
          </DialogDescription>
        </DialogHeader>
        {open && <ChangeBusinessStatusForm business={business} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

const empty: StatusFormValues = { status: '', declineReason: '', rejectionItems: [] };

export function ChangeBusinessStatusForm({ business, onDone }: { business: Business; onDone: () => void }) {
  const form = useForm<StatusFormValues, unknown, BusinessStatusOutput>({
    resolver: zodResolver(businessStatusSchema),
    defaultValues: empty,
  });
  const items = useFieldArray({ control: form.control, name: 'rejectionItems' });
  const change = useChangeBusinessStatus();
  const metadata = useMetadata();
  const status = form.watch('status');
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    // Nothing happens without a target or a status (spec 2 §5).
    if (!business.id || !values.status) return;
    try {
      await change.mutateAsync({ id: business.id, body: businessStatusBody(values, business.rowVersion) });
      toast.success(messages.updated);
      onDone();
    } catch {
      // The API client has shown the server's answer.
    }
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(e) => (status ? void submit(e) : e.preventDefault())}>
      <Field id="business-status" label="Status">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <LookupSelect
              id="business-status"
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // Spec 2 §4, business dialog: one blank item added on every status change.
                items.replace(rejectionItemsAfterStatusChange(form.getValues('rejectionItems')));
                form.clearErrors();
              }}
              items={reviewChoices.map((s) => ({ id: s, name: s }))}
              placeholder="Select a status"
            />
          )}
        />
      </Field>
      {status === 'Declined' && (
        <Field id="business-decline-reason" label="Decline reason" error={errors.declineReason?.message}>
          <Textarea
            id="business-decline-reason"
            rows={3}
            maxLength={500}
            {...invalidProps('business-decline-reason', errors.declineReason?.message)}
            {...form.register('declineReason')}
          />
        </Field>
      )}
      {status === 'Rejected' && (
        <RejectionItemsFields
          fields={items.fields}
          control={form.control}
          errors={errors}
          reasons={metadata.data?.BusinessRejectionReason ?? []}
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
