import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cardRequisitionsApi } from '@console/contract';
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { LookupSelect } from '@/components/lookup-select';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { applyServerErrors } from '@/lib/server-errors';
import { useRequestCard } from './api/card-requests';
import type { AccountDialogProps } from './link-account-dialog';

const schema = cardRequisitionsApi.cardRequestBody.pick({ productType: true, cardType: true });
type Values = z.input<typeof schema>;
const items = (values: readonly string[]) => values.map((v) => ({ id: v, name: v }));

/** "Request a card" from an account's cards: a card requisition someone else decides. */
export function RequestCardDialog(props: AccountDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(next) => !next && props.onClose()}
      title="Request a card"
      description={`A new physical card for account ${props.account.account}.`}
    >
      <RequestCardForm {...props} />
    </FormDialog>
  );
}

function RequestCardForm({ organizationId, account, onClose }: AccountDialogProps) {
  const request = useRequestCard();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { productType: undefined, cardType: undefined },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ organizationId, accountNumber: account.account, ...values });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['productType', 'cardType']);
    }
  });
  return (
    <form noValidate aria-label="Request a card" className="grid gap-5" onSubmit={(e) => void submit(e)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="request-product" label="Product Type" error={errors.productType?.message}>
          <Controller
            control={form.control}
            name="productType"
            render={({ field }) => (
              <LookupSelect
                id="request-product"
                value={field.value ?? ''}
                onChange={field.onChange}
                items={items(cardRequisitionsApi.cardProductTypes)}
                placeholder="Select product"
                invalid={Boolean(errors.productType)}
              />
            )}
          />
        </Field>
        <Field id="request-card-type" label="Card Type" error={errors.cardType?.message}>
          <Controller
            control={form.control}
            name="cardType"
            render={({ field }) => (
              <LookupSelect
                id="request-card-type"
                value={field.value ?? ''}
                onChange={field.onChange}
                items={items(cardRequisitionsApi.cardTypes)}
                placeholder="Select card type"
                invalid={Boolean(errors.cardType)}
              />
            )}
          />
        </Field>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Request Card'}
        </Button>
      </DialogFooter>
    </form>
  );
}
