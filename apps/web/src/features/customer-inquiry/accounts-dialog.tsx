import { useMemo, useState, type ReactNode } from 'react';
import { P, type customersApi } from '@console/contract';
import { PlusIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { AddAccountDialog } from './add-account-dialog';
import { useCustomerAccounts } from './api/customer-accounts';
import { accountColumns } from './accounts-columns';
import { accountsText } from './accounts-messages';

export interface AccountsDialogProps {
  organizationId: string;
  open: boolean;
  customer: customersApi.VerifiedCustomer | null;
  onClose: () => void;
  /** Per-account actions (DahabPlus link, limit, cards) are added here by a later issue. */
  renderAccountActions?: (
    account: customersApi.Account,
    customer: customersApi.VerifiedCustomer,
  ) => ReactNode;
}

/** Show Accounts: the verified customer's core accounts (1200 px wide, spec 2 §2). */
export function AccountsDialog({
  organizationId,
  open,
  customer,
  onClose,
  renderAccountActions,
}: AccountsDialogProps) {
  const t = useT(accountsText);
  const [adding, setAdding] = useState(false);
  const canAdd = useCan(P.AddApplication);
  const accounts = useCustomerAccounts(organizationId, customer?.customerId ?? '', open && customer !== null);
  const columns = useMemo(
    () =>
      accountColumns(
        renderAccountActions && customer ? (account) => renderAccountActions(account, customer) : undefined,
      ),
    [renderAccountActions, customer],
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-[1200px]">
        <DialogHeader>
          <DialogTitle>{t('accounts')}</DialogTitle>
          <DialogDescription>
            {customer
              ? withElements((values) => t('accountsOf', values), {
                  name: customer.name,
                  customerId: <Ltr>{customer.customerId}</Ltr>,
                })
              : t('customersAccounts')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button size="sm" disabled={!canAdd || !customer} onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            {t('addAccount')}
          </Button>
        </div>
        {customer && adding && (
          <AddAccountDialog
            organizationId={organizationId}
            customer={customer}
            open
            onClose={() => setAdding(false)}
          />
        )}
        <div className="overflow-x-auto">
          <DataTable
            label={t('accounts')}
            columns={columns}
            data={accounts.data}
            isLoading={open && accounts.isPending}
            getRowId={(a) => a.account}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
