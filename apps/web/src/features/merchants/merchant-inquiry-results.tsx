import { useMemo, useState } from 'react';
import { P, type merchantsApi, type organizationsApi } from '@console/contract';
import { StoreIcon } from 'lucide-react';
import { RecordHistoryDialog } from '@/components/record-history-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { withElements } from '@/components/with-elements';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { AccountInfoCard } from './account-info-card';
import { useAccountInquiry } from './api/account-inquiry';
import { useMerchantByCode, useMerchantsOfAccount } from './api/list-merchants';
import { MerchantAccessDialog } from './merchant-access-dialog';
import { MerchantFormDialog, type MerchantFormTarget } from './merchant-form-dialog';
import type { MerchantSearchKind } from './merchant-inquiry-search';
import { MerchantQrDialog } from './merchant-qr-dialog';
import { merchantColumns, type MerchantAction } from './merchants-columns';
import { merchantsText } from './messages';

type Merchant = merchantsApi.Merchant;

/** A code is first turned into its merchant's account; then both searches show the same. */
export function MerchantInquiryResults({
  organization,
  by,
  identifier,
}: {
  organization: organizationsApi.Organization;
  by: MerchantSearchKind;
  identifier: string;
}) {
  const t = useT(merchantsText);
  const tc = useT(contractText);
  const byCode = useMerchantByCode(organization.id, by === 'code' ? identifier : undefined);
  if (by === 'account') return <AccountMerchants organization={organization} accountNo={identifier} />;
  if (byCode.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {tc('fetchingData')}
      </p>
    );
  const found = byCode.data?.[0];
  if (!found)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm">
        {withElements((values) => t('noMerchantWithCode', values), {
          organization: organization.name,
          code: <Ltr>{identifier}</Ltr>,
        })}
      </p>
    );
  return <AccountMerchants organization={organization} accountNo={found.accountNumber} />;
}

function AccountMerchants({
  organization,
  accountNo,
}: {
  organization: organizationsApi.Organization;
  accountNo: string;
}) {
  const t = useT(merchantsText);
  const tc = useT(contractText);
  const account = useAccountInquiry(organization.id, accountNo);
  const merchants = useMerchantsOfAccount(organization.id, account.isSuccess ? accountNo : undefined);
  const canCreate = useCan(P.AddMerchant);
  const [form, setForm] = useState<MerchantFormTarget | null>(null);
  const [dialog, setDialog] = useState<{ action: 'qr' | 'access' | 'history'; merchant: Merchant } | null>(
    null,
  );
  const columns = useMemo(
    () =>
      merchantColumns((action: MerchantAction, merchant) =>
        action === 'edit' ? setForm({ kind: 'edit', merchant }) : setDialog({ action, merchant }),
      ),
    [],
  );
  if (account.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {tc('fetchingData')}
      </p>
    );
  if (account.isError) return null;
  const active = account.data.accStatus === 'Active';
  return (
    <div className="grid grid-cols-1 gap-6">
      <AccountInfoCard organizationId={organization.id} account={account.data} />
      <section aria-labelledby="merchants-heading" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="merchants-heading" className="text-lg font-semibold">
            {t('merchants')}
          </h2>
          <Button
            disabled={!canCreate || !active}
            title={active ? undefined : t('onlyActiveAccount')}
            onClick={() => setForm({ kind: 'create', organizationId: organization.id, accountNo })}
          >
            <StoreIcon aria-hidden="true" />
            {t('createMerchant')}
          </Button>
        </div>
        <DataTable
          label={t('merchants')}
          columns={columns}
          data={merchants.data}
          isLoading={merchants.isPending}
          getRowId={(m) => m.id}
        />
      </section>
      <MerchantFormDialog target={form} onOpenChange={(open) => !open && setForm(null)} />
      <MerchantQrDialog
        merchant={dialog?.action === 'qr' ? dialog.merchant : null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      <MerchantAccessDialog
        merchant={dialog?.action === 'access' ? dialog.merchant : null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      <RecordHistoryDialog
        record={
          dialog?.action === 'history' ? { id: dialog.merchant.id, name: dialog.merchant.description } : null
        }
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </div>
  );
}
