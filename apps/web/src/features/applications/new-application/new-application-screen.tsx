import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useOrganizations } from '@/lib/organizations';
import { useSession } from '@/lib/session';
import { findOrganization } from '../account-options';
import { messageParts } from '../message-parts';
import { newApplicationText } from './messages';
import { NewApplicationForm } from './new-application-form';

/**
 * /applications/new/{orgName}/{mobileNo} (spec 2 §2). Without a known organization or a mobile
 * number there is nothing to apply for: back to /customer-inquiry.
 */
export function NewApplicationScreen({ orgName, mobileNo }: { orgName: string; mobileNo: string }) {
  const t = useT(newApplicationText);
  const tc = useT(contractText);
  const navigate = useNavigate();
  const session = useSession();
  const organizations = useOrganizations('Personal');
  const org = findOrganization(organizations.data, orgName);
  const mobile = mobileNo.trim();
  const unusable = !mobile || !orgName.trim() || (organizations.isSuccess && !org);

  useEffect(() => {
    if (unusable) void navigate({ to: '/customer-inquiry', replace: true });
  }, [unusable, navigate]);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('newApplication')}</h1>
        <p className="text-sm text-muted-foreground">
          {messageParts(t, 'newApplicationIntro', { ltr: { mobile } })}
        </p>
      </div>
      {org && organizations.data ? (
        <NewApplicationForm
          organizations={organizations.data}
          organizationId={org.id}
          mobile={mobile}
          branchCode={session?.branchCode ?? null}
          onCreated={(customerId) => void navigate({ to: '/customers/$id', params: { id: customerId } })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{tc('fetchingData')}</p>
      )}
    </div>
  );
}
