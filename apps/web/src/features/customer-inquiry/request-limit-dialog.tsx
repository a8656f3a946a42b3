import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cardRequisitionsApi, type accountsApi } from '@console/contract';
import { Field, InputField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { LookupSelect } from '@/components/lookup-select';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { applyServerErrors } from '@/lib/server-errors';
import { useRequestLimitChange } from './api/card-requests';
import type { CardDialogProps } from './card-pin-dialog';

const schema = cardRequisitionsApi.limitRequestBody.pick({ cardId: true, limitType: true, amount: true });
type Values = z.input<typeof schema>;

/** "Request a limit change" of one of the account's cards: a limit requisition someone else decides. */
export function RequestLimitDialog({
  cards,
  ...props
}: CardDialogProps & { cards: accountsApi.PhysicalCard[] }) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      title="Request a limit change"
      description={`A card limit change on account ${props.account.account}.`}
    >
      <RequestLimitForm {...props} cards={cards} />
    </FormDialog>
  );
}

function RequestLimitForm({
  organizationId,
  account,
  card,
  cards,
  onClose,
}: CardDialogProps & { cards: accountsApi.PhysicalCard[] }) {
  const request = useRequestLimitChange();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { cardId: card?.id ?? '', limitType: undefined, amount: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ organizationId, accountNumber: account.account, ...values });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['cardId', 'limitType', 'amount']);
    }
  });
  return (
    <form
      noValidate
      aria-label="Request a limit change"
      className="grid gap-5"
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="limit-card" label="Card" error={errors.cardId?.message}>
          <Controller
            control={form.control}
            name="cardId"
            render={({ field }) => (
              <LookupSelect
                id="limit-card"
                value={field.value}
                onChange={field.onChange}
                items={cards.map((c) => ({ id: c.id, name: `${c.cardNumber} · ${c.product}` }))}
                placeholder="Select card"
                invalid={Boolean(errors.cardId)}
              />
            )}
          />
        </Field>
        <Field id="limit-type" label="Limit Type" error={errors.limitType?.message}>
          <Controller
            control={form.control}
            name="limitType"
            render={({ field }) => (
              <LookupSelect
                id="limit-type"
                value={field.value ?? ''}
                onChange={field.onChange}
                items={cardRequisitionsApi.cardLimitTypes.map((v) => ({ id: v, name: v }))}
                placeholder="Select limit type"
                invalid={Boolean(errors.limitType)}
              />
            )}
          />
        </Field>
        <InputField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Request Limit Change'}
        </Button>
      </DialogFooter>
    </form>
  );
}
