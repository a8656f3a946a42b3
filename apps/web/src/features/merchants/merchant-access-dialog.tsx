import { useState } from 'react';
import { messages, P, type merchantsApi } from '@console/contract';
import { UserPlusIcon } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { useMerchantUser, useRegisterMerchantUser } from './api/merchant-access';

/** Merchant Access: the merchant's user, or Create New Access after a confirmation (spec 2 §4). */
export function MerchantAccessDialog({
  merchant,
  onOpenChange,
}: {
  merchant: merchantsApi.Merchant | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={merchant !== null}
      onOpenChange={onOpenChange}
      title="Merchant Access"
      description={merchant ? `The user account of ${merchant.description}` : undefined}
    >
      {merchant && <AccessBody merchant={merchant} />}
    </FormDialog>
  );
}

function AccessBody({ merchant }: { merchant: merchantsApi.Merchant }) {
  const access = useMerchantUser(merchant.id);
  const register = useRegisterMerchantUser();
  const canCreate = useCan(P.AddMerchant);
  const [confirming, setConfirming] = useState(false);
  if (access.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {messages.fetchingData}
      </p>
    );
  if (access.isError) return null;
  const user = access.data.user;
  if (user)
    return (
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">User name</dt>
        <dd className="font-medium">{user.userName}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd>{user.email}</dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd className="tabular-nums">{user.phone}</dd>
      </dl>
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm">{messages.merchantHasNoUser}</p>
      {!merchant.code && <p className="text-sm text-muted-foreground">{messages.merchantNeedsCode}</p>}
      <Button
        className="justify-self-start"
        disabled={!canCreate || !merchant.code || register.isPending}
        onClick={() => setConfirming(true)}
      >
        <UserPlusIcon aria-hidden="true" />
        {register.isPending ? 'Creating...' : 'Create New Access'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Create New Access"
        description={messages.createAccessConfirm}
        confirmLabel="Create"
        onConfirm={() => register.mutate(merchant.id)}
      />
    </div>
  );
}
