import { useState } from 'react';
import { P, type customersApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { accountsText } from './accounts-messages';
import { useDeLinkAccount } from './api/account-link';
import { CardsDialog } from './cards-dialog';
import { LinkAccountDialog } from './link-account-dialog';
import { SetLimitDialog } from './set-limit-dialog';

type Dialog = 'link' | 'delink' | 'limit' | 'cards';
type Key = Parameters<typeof accountsText.t>[0];

/** Each button's text, and its accessible name, which says the account it acts on. */
const labels = {
  limit: ['setDailyLimit', 'setDailyLimitOf'],
  delink: ['removeFromDahabPlus', 'removeFromDahabPlusOf'],
  link: ['linkToDahabPlus', 'linkToDahabPlusOf'],
  cards: ['cards', 'cardsOf'],
} as const satisfies Record<Dialog, readonly [Key, Key]>;

/**
 * The actions of one account (spec 2 §4): Enabled offers Set Daily Limit and Remove from
 * DahabPlus, Disabled offers Link to DahabPlus; Cards lists its physical cards. Buttons are
 * disabled without their permission.
 */
export function AccountActions({
  organizationId,
  account,
  customer,
}: {
  organizationId: string;
  account: customersApi.Account;
  customer: customersApi.VerifiedCustomer;
}) {
  const t = useT(accountsText);
  const [open, setOpen] = useState<Dialog | null>(null);
  const canLink = useCan(P.LinkToDahabPlus);
  const canDeLink = useCan(P.DeLinkFromDahabPlus);
  const canLimit = useCan(P.SetAccountDahabPlusLimit);
  const canCards = useCan(P.ListAccountCards);
  const deLink = useDeLinkAccount();
  const props = { organizationId, account, customer, onClose: () => setOpen(null) };
  const button = (dialog: Dialog, allowed: boolean) => (
    <Button
      size="sm"
      variant="outline"
      disabled={!allowed}
      aria-label={t(labels[dialog][1], { account: account.account })}
      onClick={() => setOpen(dialog)}
    >
      {t(labels[dialog][0])}
    </Button>
  );
  return (
    <div className="flex justify-end gap-2">
      {account.mobileBanking ? (
        <>
          {button('limit', canLimit)}
          {button('delink', canDeLink)}
        </>
      ) : (
        button('link', canLink)
      )}
      {button('cards', canCards)}
      {open === 'link' && <LinkAccountDialog {...props} open />}
      {open === 'limit' && <SetLimitDialog {...props} open />}
      {open === 'cards' && <CardsDialog {...props} open />}
      <ConfirmDialog
        open={open === 'delink'}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t('removeFromDahabPlus')}
        description={withElements((values) => t('removeWarning', values), {
          account: <Ltr>{account.account}</Ltr>,
        })}
        confirmLabel={t('remove')}
        destructive
        onConfirm={() =>
          deLink.mutate({
            organizationId,
            accountType: account.accountType,
            accountNo: account.account,
            mobile: customer.mobile,
          })
        }
      />
    </div>
  );
}
