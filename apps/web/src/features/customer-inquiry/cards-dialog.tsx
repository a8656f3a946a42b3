import { useMemo, useState } from 'react';
import { P, type accountsApi } from '@console/contract';
import { CreditCardIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCan } from '@/lib/permissions';
import { useAccountCards } from './api/account-cards';
import { CardPinDialog } from './card-pin-dialog';
import type { AccountDialogProps } from './link-account-dialog';
import { CardRequestDialog } from './card-request-dialog';

type Card = accountsApi.PhysicalCard;
type CardAction = 'pin' | 'counter' | 'limit';
const helper = dataTableColumns<Card>();
const plain = { enableSorting: false } as const;

function cardColumns(onAction: (action: CardAction, card: Card) => void, can: Record<CardAction, boolean>) {
  return helper.columns([
    helper.accessor('cardNumber', {
      header: 'Card Number',
      ...plain,
      cell: ({ getValue }) => <span className="font-medium tabular-nums">{getValue()}</span>,
    }),
    helper.accessor('cardHolder', { header: 'Card Holder', ...plain }),
    helper.accessor('product', { header: 'Product', ...plain }),
    helper.accessor('ccy', { header: 'Currency', ...plain }),
    helper.accessor('creationDate', { header: 'Created', ...plain, meta: { className: 'tabular-nums' } }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-end', rowActions: true },
      cell: ({ row }) => (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={!can.pin}
            aria-label={`Reset PIN of card ${row.original.cardNumber}`}
            onClick={() => onAction('pin', row.original)}
          >
            Reset PIN
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!can.counter}
            aria-label={`Reset PIN Counter of card ${row.original.cardNumber}`}
            onClick={() => onAction('counter', row.original)}
          >
            Reset PIN Counter
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!can.limit}
            aria-label={`Request a limit change of card ${row.original.cardNumber}`}
            onClick={() => onAction('limit', row.original)}
          >
            Request a limit change
          </Button>
        </div>
      ),
    }),
  ]);
}

/** The physical cards of an account (1000 px wide), with their PIN, counter and request actions. */
export function CardsDialog(props: AccountDialogProps) {
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
          <DialogTitle>Cards</DialogTitle>
          <DialogDescription>
            Physical cards of account {account.account} ({account.accountType}, {account.currency}).
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button size="sm" disabled={!can.limit} onClick={() => setChosen({ action: 'card', card: null })}>
            <CreditCardIcon aria-hidden="true" />
            Request a card
          </Button>
        </div>
        <div className="overflow-x-auto">
          <DataTable
            label="Cards"
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
