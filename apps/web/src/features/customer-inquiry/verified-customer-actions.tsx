import { P, type customersApi } from '@console/contract';
import { ImageIcon, KeyRoundIcon, MoreHorizontalIcon, WalletIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { inquiryText } from './messages';

export type VerifiedCustomerAction = 'image' | 'accounts' | 'resetPin';

/** The row menu of a verified customer (spec 2 §2); items the user may not use are disabled. */
export function VerifiedCustomerActions({
  customer,
  onAction,
}: {
  customer: customersApi.VerifiedCustomer;
  onAction: (action: VerifiedCustomerAction, customer: customersApi.VerifiedCustomer) => void;
}) {
  const t = useT(inquiryText);
  const canAccounts = useCan(P.ListCustomerAccounts);
  const canResetPin = useCan(P.ResetPin);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('actionsFor', { name: customer.name })}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem onSelect={() => onAction('image', customer)}>
          <ImageIcon aria-hidden="true" />
          {t('viewImage')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!canAccounts} onSelect={() => onAction('accounts', customer)}>
          <WalletIcon aria-hidden="true" />
          {t('showAccounts')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!canResetPin} onSelect={() => onAction('resetPin', customer)}>
          <KeyRoundIcon aria-hidden="true" />
          {t('resetMBankingPin')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
