import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cardRequisitionsApi, type accountsApi } from '@console/contract';
import type { LookupItem } from '@console/contract/core';
import { InputField } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { LookupField } from '@/components/lookup-field';
import { cardTypeLabel } from '@/lib/card-type-messages';
import { useT } from '@/lib/i18n';
import { applyServerErrors } from '@/lib/server-errors';
import { useRequestCard, useRequestLimitChange } from './api/card-requests';
import { accountCardsText as text } from './cards-messages';
import type { AccountDialogProps } from './link-account-dialog';

/** What staff request from an account's cards: a requisition someone else decides. */
type CardRequestKind = 'card' | 'limit';
type Card = accountsApi.PhysicalCard;
type AccountRef = { organizationId: string; accountNumber: string };
type Key = Parameters<typeof text.t>[0];

const WORDS = {
  card: { title: 'requestCard', submit: 'requestCardSubmit', about: 'newCardFor' },
  limit: { title: 'requestLimitChange', submit: 'requestLimitChangeSubmit', about: 'limitChangeOn' },
} as const satisfies Record<CardRequestKind, Record<string, Key>>;

/**
 * A field of a request: a choice among items, or an amount typed in. Its texts are keys, and its
 * items are made when it is drawn, so both are in the language of the moment.
 */
type RequestField<V extends FieldValues> =
  | { name: Path<V>; id: string; label: Key; placeholder: Key; items: () => readonly LookupItem[] }
  | { name: Path<V>; label: Key; amount: true };

/** What one request asks: its fields in the order shown (one column each), and their defaults. */
interface RequestSpec<V extends FieldValues> {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  fields: RequestField<V>[];
}

const cardSchema = cardRequisitionsApi.cardRequestBody.pick({ productType: true, cardType: true });
const limitSchema = cardRequisitionsApi.limitRequestBody.pick({
  cardId: true,
  limitType: true,
  amount: true,
});
const items = (values: readonly string[]) => () =>
  values.map((v) => {
    return { id: v, name: cardTypeLabel(v) };
  });
const productTypes = items(cardRequisitionsApi.cardProductTypes);
const cardTypes = items(cardRequisitionsApi.cardTypes);
const limitTypes = items(cardRequisitionsApi.cardLimitTypes);
// A select item is text only: the Arabic translation keeps the masked number left to right.
const cardItems = (cards: readonly Card[]) => () =>
  cards.map((c) => ({ id: c.id, name: text.t('cardChoice', { card: c.cardNumber, product: c.product }) }));

/** A choice among items, as the form labels it. */
const choice = <V extends FieldValues>(
  name: Path<V>,
  id: string,
  label: Key,
  placeholder: Key,
  items: () => readonly LookupItem[],
): RequestField<V> => ({ name, id, label, placeholder, items });

const CARD_REQUEST: RequestSpec<z.input<typeof cardSchema>> = {
  resolver: zodResolver(cardSchema),
  defaultValues: { productType: undefined, cardType: undefined },
  fields: [
    choice('productType', 'request-product', 'productType', 'selectProduct', productTypes),
    choice('cardType', 'request-card-type', 'cardType', 'selectCardType', cardTypes),
  ],
};

/** A limit change of one of the account's cards; the card it was asked from is chosen already. */
const limitRequest = (
  cards: readonly Card[],
  card: Card | null,
): RequestSpec<z.input<typeof limitSchema>> => ({
  resolver: zodResolver(limitSchema),
  defaultValues: { cardId: card?.id ?? '', limitType: undefined, amount: '' },
  fields: [
    choice('cardId', 'limit-card', 'card', 'selectCard', cardItems(cards)),
    choice('limitType', 'limit-type', 'limitType', 'selectLimitType', limitTypes),
    { name: 'amount', label: 'amount', amount: true },
  ],
});

/**
 * Request a card, or a limit change of one of the account's cards (`kind`): the request's fields
 * side by side, Cancel, and the request's own submit label, which reads `Sending...` while it is
 * sent with the account. The server's field messages land under the fields; once the request
 * is recorded the dialog closes.
 */
export function CardRequestDialog({
  kind,
  card = null,
  cards = [],
  organizationId,
  account,
  open,
  onClose,
}: Omit<AccountDialogProps, 'customer'> & {
  kind: CardRequestKind;
  card?: Card | null;
  cards?: readonly Card[];
}) {
  const t = useT(text);
  const words = WORDS[kind];
  const requestCard = useRequestCard();
  const requestLimit = useRequestLimitChange();
  const form = {
    label: t(words.title),
    submit: t(words.submit),
    onClose,
    account: { organizationId, accountNumber: account.account },
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(words.title)}
      // One text, as the tests read it: the Arabic translation keeps the number left to right.
      description={t(words.about, { account: account.account })}
    >
      {kind === 'card' ? (
        <RequestForm {...form} spec={CARD_REQUEST} request={requestCard} />
      ) : (
        <RequestForm {...form} spec={limitRequest(cards, card)} request={requestLimit} />
      )}
    </FormDialog>
  );
}

/** One column per field, side by side from the small breakpoint on. */
const COLUMNS: Record<number, string> = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' };

function RequestForm<V extends FieldValues>({
  spec,
  request,
  label,
  submit,
  account,
  onClose,
}: {
  spec: RequestSpec<V>;
  request: { mutateAsync: (body: NoInfer<V> & AccountRef) => Promise<unknown>; isPending: boolean };
  label: string;
  submit: string;
  account: AccountRef;
  onClose: () => void;
}) {
  const t = useT(text);
  const form = useForm<V>({ resolver: spec.resolver, defaultValues: spec.defaultValues });
  const names = spec.fields.map((f) => f.name);
  const send = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ ...account, ...values });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, names);
    }
  });
  return (
    <form noValidate aria-label={label} className="grid gap-5" onSubmit={(e) => void send(e)}>
      <div className={`grid gap-4 ${COLUMNS[spec.fields.length] ?? ''}`}>
        {spec.fields.map((field) => (
          <RequestFieldInput key={field.name} field={field} form={form} />
        ))}
      </div>
      <FormDialogSubmit pending={request.isPending} pendingLabel={t('sending')} onCancel={onClose}>
        {submit}
      </FormDialogSubmit>
    </form>
  );
}

function RequestFieldInput<V extends FieldValues>({
  field,
  form,
}: {
  field: RequestField<V>;
  form: UseFormReturn<V>;
}) {
  const t = useT(text);
  if ('items' in field)
    return (
      <LookupField
        control={form.control}
        name={field.name}
        id={field.id}
        label={t(field.label)}
        placeholder={t(field.placeholder)}
        items={field.items()}
        lookup={null}
      />
    );
  const error = form.getFieldState(field.name, form.formState).error?.message;
  return (
    <InputField
      label={t(field.label)}
      inputMode="decimal"
      autoComplete="off"
      error={error}
      {...form.register(field.name)}
    />
  );
}
