import { useMemo, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { customersApi, organizationsApi } from '@console/contract';
import { UserPlusIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { ImageViewerDialog } from '@/components/image-viewer-dialog';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { withElements } from '@/components/with-elements';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { AccountActions } from './account-actions';
import { AccountsDialog } from './accounts-dialog';
import { inquiryImageQuery } from './api/inquiry-image';
import { useInquiryByPhone } from './api/inquiry-by-phone';
import { useLookupCustomers } from './api/lookup-customers';
import { ExistingProfilesTable } from './existing-profiles-table';
import { inquiryText } from './messages';
import { ResetPinDialog } from './reset-pin-dialog';
import type { VerifiedCustomerAction } from './verified-customer-actions';
import { verifiedCustomerColumns } from './verified-customers-columns';

type VerifiedCustomer = customersApi.VerifiedCustomer;

interface DialogState {
  action: VerifiedCustomerAction;
  customer: VerifiedCustomer;
  open: boolean;
  round: number;
}

export interface InquiryResultsProps {
  organization: organizationsApi.Organization;
  mobile: string;
  /** Per-account actions inside Show Accounts (a later issue). */
  renderAccountActions?: (account: customersApi.Account, customer: VerifiedCustomer) => ReactNode;
}

/**
 * Verified customers of the core; when none, profiles already in the product; when none either,
 * Register New Customer (spec 2 §2).
 */
export function InquiryResults({ organization, mobile, renderAccountActions }: InquiryResultsProps) {
  const t = useT(inquiryText);
  const tc = useT(contractText);
  const verified = useInquiryByPhone(organization.id, mobile);
  const noneVerified = verified.isSuccess && verified.data.length === 0;
  const profiles = useLookupCustomers(organization.id, mobile, noneVerified);
  // The customer stays chosen while a dialog closes, so its text does not change mid-animation;
  // `round` gives each opening a fresh form.
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const columns = useMemo(
    () =>
      verifiedCustomerColumns((action, customer) =>
        setDialog((prev) => ({ action, customer, open: true, round: (prev?.round ?? 0) + 1 })),
      ),
    [],
  );
  const isOpen = (action: VerifiedCustomerAction) => dialog?.open === true && dialog.action === action;
  const close = () => setDialog((d) => d && { ...d, open: false });
  const chosen = dialog?.customer ?? null;

  if (verified.isError) return null;
  if (!noneVerified)
    return (
      <section aria-labelledby="verified-heading" className="grid grid-cols-1 gap-3">
        <h2 id="verified-heading" className="text-lg font-semibold">
          {t('verifiedCustomers')}
        </h2>
        <DataTable
          label={t('verifiedCustomers')}
          columns={columns}
          data={verified.data}
          isLoading={verified.isPending}
          getRowId={(c) => c.customerId}
        />
        <ImageViewerDialog
          open={isOpen('image')}
          onOpenChange={(next) => !next && close()}
          title={chosen?.name ?? t('customerImage')}
          description={chosen ? t('customerNumber', { customerId: chosen.customerId }) : undefined}
          file={inquiryImageQuery(organization.id, chosen?.customerId ?? '')}
        />
        <AccountsDialog
          organizationId={organization.id}
          open={isOpen('accounts')}
          customer={chosen}
          onClose={close}
          renderAccountActions={
            renderAccountActions ??
            ((account, customer) => (
              <AccountActions organizationId={organization.id} account={account} customer={customer} />
            ))
          }
        />
        <ResetPinDialog
          key={dialog?.round}
          organizationId={organization.id}
          open={isOpen('resetPin')}
          customer={chosen}
          onClose={close}
        />
      </section>
    );
  if (profiles.isPending || profiles.isError)
    return profiles.isPending ? (
      <p role="status" className="text-sm text-muted-foreground">
        {tc('fetchingData')}
      </p>
    ) : null;
  if (profiles.data.length > 0)
    return (
      <section aria-labelledby="profiles-heading" className="grid grid-cols-1 gap-3">
        <h2 id="profiles-heading" className="text-lg font-semibold">
          {t('existingProfiles')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('profilesExist', { organization: organization.name })}
        </p>
        <ExistingProfilesTable profiles={profiles.data} />
      </section>
    );
  return (
    <section className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <p className="font-medium">{t('noCustomerFound')}</p>
      <p className="text-sm text-muted-foreground">
        {withElements((values) => t('nobodyWithMobile', values), {
          mobile: <Ltr>{mobile}</Ltr>,
          organization: organization.name,
        })}
      </p>
      <Button asChild>
        <Link
          to="/applications/new/$orgName/$mobileNo"
          params={{ orgName: organization.name, mobileNo: mobile }}
        >
          <UserPlusIcon aria-hidden="true" />
          {t('registerNewCustomer')}
        </Link>
      </Button>
    </section>
  );
}
