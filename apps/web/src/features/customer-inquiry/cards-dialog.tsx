import { useMemo, useState } from 'react';
import { P, type accountsApi } from '@console/contract';
import { CreditCardIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useAccountCards } from './api/account-cards';
import { CardPinDialog } from './card-pin-dialog';
import { accountCardsText as text } from './cards-messages';
import type { AccountDialogProps } from './link-account-dialog';
import { CardRequestDialog } from './card-request-dialog';

type Card = accountsApi.PhysicalCard;
type CardAction = 'pin' | 'counter' | 'limit';
type Key = Parameters<typeof text.t>[0];
const helper = dataTableColumns<Card>();
const plain = { enableSorting: false } as const;

/** Each action's button text, and its accessible name, which says the card it acts on. */
const actions = [
  ['pin', 'resetPin', 'resetPinOf'],
  ['counter', 'resetPinCounter', 'resetPinCounterOf'],
  ['limit', 'requestLimitChange', 'requestLimitChangeOf'],
] as const satisfies readonly (readonly [CardAction, Key, Key])[];

function cardColumns(onAction: (action: CardAction, card: Card) => void, can: Record<CardAction, boolean>) {
  return helper.columns([
    helper.accessor('cardNumber', {
      header: () => text.t('cardNumber'),
      ...plain,
      cell: ({ getValue }) => <Ltr className="font-medium tabular-nums">{getValue()}</Ltr>,
    }),
    helper.accessor('cardHolder', { header: () => text.t('cardHolder'), ...plain }),
    helper.accessor('product', { header: () => text.t('product'), ...plain }),
    helper.accessor('ccy', { header: () => text.t('currency'), ...plain }),
    helper.accessor('creationDate', {
      header: () => text.t('created'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{text.t('actions')}</span>,
      meta: { className: 'text-end', rowActions: true },
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          {actions.map(([action, label, name]) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              disabled={!can[action]}
              aria-label={text.t(name, { card: row.original.cardNumber })}
              onClick={() => onAction(action, row.original)}
            >
              {text.t(label)}
            </Button>
          ))}
        </div>
      ),
    }),
  ]);
}

/** The physical cards of an account (1000 px wide), with their PIN, counter and request actions. */
export function CardsDialog(props: AccountDialogProps) {
  const t = useT(text);
  const { organizationId, account, open, onClose } = props;
  const cards = useAccountCards(organizationId, account.account, open);
  const [chosen, setChosen] = useState<{ action: CardAction | 'card'; card: Card | null } | null>(null);
  const can = {
    pin: useCan(P.ResetCardPIN),
    counter: useCan(P.ResetCardCounter),
    limit: useCan(P.RequestCard),
  };
  const columns = useMemo(
    () => cardColumns((action, card) => setChosen({ action, card }), can),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the permissions are the inputs
    [can.pin, can.counter, can.limit],
  );
  const close = () => setChosen(null);
  const sub = { ...props, open: true, onClose: close };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-[1000px]">
        <DialogHeader>
          <DialogTitle>{t('cards')}</DialogTitle>
          <DialogDescription>
            {withElements((values) => t('cardsAbout', values), {
              account: <Ltr>{account.account}</Ltr>,
              accountType: account.accountType,
              currency: account.currency,
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button size="sm" disabled={!can.limit} onClick={() => setChosen({ action: 'card', card: null })}>
            <CreditCardIcon aria-hidden="true" />
            {t('requestCard')}
          </Button>
        </div>
        <div className="overflow-x-auto">
          <DataTable
            label={t('cards')}
            columns={columns}
            data={cards.data}
            isLoading={open && cards.isPending}
            getRowId={(c) => c.id}
          />
        </div>
        {chosen?.action === 'card' && <CardRequestDialog {...sub} kind="card" />}
        {(chosen?.action === 'pin' || chosen?.action === 'counter') && (
          <CardPinDialog {...sub} operation={chosen.action} card={chosen.card} />
        )}
        {chosen?.action === 'limit' && (
          <CardRequestDialog {...sub} kind="limit" card={chosen.card} cards={cards.data ?? []} />
        )}
      </DialogContent>
    </Dialog>
  );
}
