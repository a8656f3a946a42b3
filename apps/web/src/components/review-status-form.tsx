import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { messages } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import {
  blankRejectionItem,
  RejectionItemsFields,
  type StatusFormValues,
} from '@/components/rejection-items-fields';
import { FormDialogSubmit } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { useMetadata } from '@/lib/metadata';
import type { RejectionReasons } from '@/components/rejection-items-fields';
import { statusLabel } from '@/lib/status-messages';
import { toast } from '@/lib/toast';
import { componentsText } from './messages';

type Items = StatusFormValues['rejectionItems'];

const empty: StatusFormValues = { status: '', declineReason: '', rejectionItems: [] };

/**
 * The form of a review's Change Status dialog (spec 2 §4), shared by applications and businesses:
 * a status, a decline reason when Declined, rejection items (reason and document) when Rejected.
 * The caller gives what differs: the choices, what the items become on a status change, the
 * rejection reasons, and how the decision is saved.
 */
export function ReviewStatusForm<Out extends StatusFormValues>({
  id,
  resolver,
  choices,
  itemsAfterChange,
  reasons,
  save,
  saving,
  onDone,
}: {
  /** Prefix of the fields' ids. */
  id: string;
  resolver: Resolver<StatusFormValues, unknown, Out>;
  choices: readonly string[];
  itemsAfterChange: (status: string, items: Items) => Items;
  /** The value set of GET Metadata the rejection reasons come from. */
  reasons: RejectionReasons;
  save: (values: Out) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
}) {
  const t = useT(componentsText);
  const form = useForm<StatusFormValues, unknown, Out>({ resolver, defaultValues: empty });
  const items = useFieldArray({ control: form.control, name: 'rejectionItems' });
  const metadata = useMetadata();
  const status = form.watch('status');
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(messages.updated);
      onDone();
    } catch {
      // The API client has shown the server's answer.
    }
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(e) => (status ? void submit(e) : e.preventDefault())}>
      <Field id={`${id}-status`} label={t('status')}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <LookupSelect
              id={`${id}-status`}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                items.replace(itemsAfterChange(next, form.getValues('rejectionItems')));
                form.clearErrors();
              }}
              items={choices.map((s) => ({ id: s, name: statusLabel(s) }))}
              lookup={null}
              placeholder={t('selectStatus')}
            />
          )}
        />
      </Field>
      {status === 'Declined' && (
        <Field id={`${id}-decline-reason`} label={t('declineReason')} error={errors.declineReason?.message}>
          <Textarea
            id={`${id}-decline-reason`}
            rows={3}
            maxLength={500}
            {...invalidProps(`${id}-decline-reason`, errors.declineReason?.message)}
            {...form.register('declineReason')}
          />
        </Field>
      )}
      {status === 'Rejected' && (
        <RejectionItemsFields
          fields={items.fields}
          control={form.control}
          errors={errors}
          reasons={metadata.data?.[reasons] ?? []}
          reasonsLookup={reasons}
          documents={metadata.data?.DocumentName ?? []}
          onAdd={() => items.append(blankRejectionItem())}
          onRemove={(index) => items.remove(index)}
        />
      )}
      <FormDialogSubmit pending={saving} disabled={!status} onCancel={onDone} />
    </form>
  );
}
