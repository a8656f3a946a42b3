import { useState } from 'react';
import { P, type merchantsApi } from '@console/contract';
import { ClockIcon, UserPlusIcon } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { contractText } from '@/lib/contract-messages';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useMerchantUser, useRegisterMerchantUser } from './api/merchant-access';
import { merchantsText } from './messages';

/**
 * Merchant Access: the merchant's user, or Create New Access after a confirmation (spec 2 §4).
 * Four eyes: the access asked for waits for a supervisor's approval, and the dialog says so.
 */
export function MerchantAccessDialog({
  merchant,
  onOpenChange,
}: {
  merchant: merchantsApi.Merchant | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(merchantsText);
  return (
    <FormDialog
      open={merchant !== null}
      onOpenChange={onOpenChange}
      title={t('merchantAccess')}
      description={merchant ? t('userAccountOf', { name: merchant.description }) : undefined}
    >
      {merchant && <AccessBody merchant={merchant} />}
    </FormDialog>
  );
}

function AccessBody({ merchant }: { merchant: merchantsApi.Merchant }) {
  const t = useT(merchantsText);
  const tc = useT(contractText);
  const access = useMerchantUser(merchant.id);
  const register = useRegisterMerchantUser();
  const canCreate = useCan(P.AddMerchant);
  const [confirming, setConfirming] = useState(false);
  if (access.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {tc('fetchingData')}
      </p>
    );
  if (access.isError) return null;
  const { user, pending } = access.data;
  if (!user && pending)
    return (
      <div role="status" className="grid gap-3 text-sm">
        <p className="flex items-start gap-2 font-medium">
          <ClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {t('accessPending')}
        </p>
        <p>{tc('merchantAccessPending')}</p>
        <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2">
          <dt className="text-muted-foreground">{t('askedBy')}</dt>
          <dd>
            <Ltr>{pending.requestedBy}</Ltr>
          </dd>
          <dt className="text-muted-foreground">{t('askedOn')}</dt>
          <dd className="tabular-nums">{formatDateTime(pending.requestedAt)}</dd>
        </dl>
      </div>
    );
  if (user)
    return (
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('userName')}</dt>
        <dd className="font-medium">
          <Ltr>{user.userName}</Ltr>
        </dd>
        <dt className="text-muted-foreground">{t('email')}</dt>
        <dd>{user.email}</dd>
        <dt className="text-muted-foreground">{t('phone')}</dt>
        <dd className="tabular-nums">
          <Ltr>{user.phone}</Ltr>
        </dd>
      </dl>
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm">{tc('merchantHasNoUser')}</p>
      {!merchant.code && <p className="text-sm text-muted-foreground">{tc('merchantNeedsCode')}</p>}
      <Button
        className="justify-self-start"
        disabled={!canCreate || !merchant.code || register.isPending}
        onClick={() => setConfirming(true)}
      >
        <UserPlusIcon aria-hidden="true" />
        {register.isPending ? t('creating') : t('createNewAccess')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('createNewAccess')}
        description={tc('createAccessConfirm')}
        confirmLabel={t('create')}
        onConfirm={() => register.mutate(merchant)}
      />
    </div>
  );
}
