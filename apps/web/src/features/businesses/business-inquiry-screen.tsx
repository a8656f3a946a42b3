import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ListIcon, SearchIcon } from 'lucide-react';
import { P } from '@console/contract/core';
import { Field } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useOrganizations } from '@/lib/organizations';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import type { BusinessInquirySearch } from './inquiry-search';
import { InquiryResults } from './inquiry-results';
import { businessesText } from './messages';
import { RegisterBusinessDialog } from './register/register-business-dialog';

/** /business-inquiry: find a business by organization and name, or register a new one (spec 2 §2). */
export function BusinessInquiryScreen({ search }: { search: BusinessInquirySearch }) {
  const t = useT(businessesText);
  const tc = useT(contractText);
  const organizations = useOrganizations('Business');
  const canList = useCan(P.ListBusinesses);
  const canRegister = useCan(P.AddBusiness);
  const session = useSession();
  const navigate = useNavigate();
  const [organizationId, setOrganizationId] = useState(search.organizationId ?? '');
  const [name, setName] = useState(search.name ?? '');
  const [registering, setRegistering] = useState(false);
  const only = organizations.data?.length === 1 ? organizations.data[0] : undefined;
  useEffect(() => {
    if (only && !organizationId) setOrganizationId(only.id);
  }, [only, organizationId]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('businessInquiry')}</h1>
          <p className="text-sm text-muted-foreground">{t('inquiryIntro')}</p>
        </div>
        {canList && (
          <Button variant="outline" asChild>
            <Link to="/businesses">
              <ListIcon aria-hidden="true" />
              {tc('businessesList')}
            </Link>
          </Button>
        )}
      </div>
      <form
        noValidate
        role="search"
        aria-label={t('inquiryForm')}
        className="grid items-start gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:p-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (!organizationId) return;
          void navigate({ to: '.', search: { organizationId, name: name.trim() || undefined } });
        }}
      >
        <Field id="business-inquiry-organization" label={t('organization')}>
          <LookupSelect
            id="business-inquiry-organization"
            value={organizationId}
            onChange={setOrganizationId}
            items={organizations.data?.map((o) => ({ id: o.id, name: o.name }))}
            lookup={null}
            placeholder={t('selectOrganization')}
          />
        </Field>
        <Field id="business-inquiry-name" label={t('businessName')}>
          <Input
            id="business-inquiry-name"
            autoComplete="off"
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Button
          type="submit"
          className="sm:mt-[1.375rem]"
          disabled={!organizationId || !canList}
          title={organizationId ? undefined : tc('selectOrganizationFirst')}
        >
          <SearchIcon aria-hidden="true" />
          {t('search')}
        </Button>
      </form>
      {search.organizationId && canList && (
        <InquiryResults
          key={`${search.organizationId}:${search.name ?? ''}`}
          organizationId={search.organizationId}
          name={search.name}
          canRegister={canRegister}
          onRegister={() => setRegistering(true)}
        />
      )}
      {organizations.data && (
        <RegisterBusinessDialog
          open={registering}
          onOpenChange={setRegistering}
          organizations={organizations.data}
          organizationId={search.organizationId ?? ''}
          name={search.name ?? ''}
          branchCode={session?.branchCode ?? null}
        />
      )}
    </div>
  );
}
