import { useState } from 'react';
import { P, type customersApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { useDeLinkAccount } from './api/account-link';
import { CardsDialog } from './cards-dialog';
import { LinkAccountDialog } from './link-account-dialog';
import { SetLimitDialog } from './set-limit-dialog';

type Dialog = 'link' | 'delink' | 'limit' | 'cards';

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
  const [open, setOpen] = useState<Dialog | null>(null);
  const canLink = useCan(P.LinkToDahabPlus);
  const canDeLink = useCan(P.DeLinkFromDahabPlus);
  const canLimit = useCan(P.SetAccountDahabPlusLimit);
  const canCards = useCan(P.ListAccountCards);
  const deLink = useDeLinkAccount();
  const props = { organizationId, account, customer, onClose: () => setOpen(null) };
  const button = (dialog: Dialog, text: string, allowed: boolean) => (
    <Button
      size="sm"
      variant="outline"
      disabled={!allowed}
      aria-label={`${text}: account ${account.account}`}
      onClick={() => setOpen(dialog)}
    >
      {text}
    </Button>
  );
  return (
    <div className="flex justify-end gap-2">
      {account.mobileBanking ? (
        <>
          {button('limit', 'Set Daily Limit', canLimit)}
          {button('delink', 'Remove from DahabPlus', canDeLink)}
        </>
      ) : (
        button('link', 'Link to DahabPlus', canLink)
      )}
      {button('cards', 'Cards', canCards)}
      {open === 'link' && <LinkAccountDialog {...props} open />}
      {open === 'limit' && <SetLimitDialog {...props} open />}
      {open === 'cards' && <CardsDialog {...props} open />}
      <ConfirmDialog
        open={open === 'delink'}
        onOpenChange={(next) => !next && setOpen(null)}
        title="Remove from DahabPlus"
        description={`Account ${account.account} will no longer be usable in DahabPlus.`}
        confirmLabel="Remove"
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
