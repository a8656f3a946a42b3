import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { P, type businessesApi } from '@console/contract';
import { Building2Icon } from 'lucide-react';
import { CoreStepStatus } from '@/components/core-step-status';
import { Ltr } from '@/components/ltr';
import { UserText } from '@/components/user-text';
import { RecordHistory } from '@/components/record-history';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { withElements } from '@/components/with-elements';
import { contractText } from '@/lib/contract-messages';
import { translateText, useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useBusinessDocuments } from './api/business-documents';
import { useBusiness } from './api/get-business';
import { BusinessActions } from './business-actions';
import { BusinessDetails } from './business-details';
import { DocumentsPanel } from './documents-panel';
import { businessProfileText } from './profile-messages';
import { SignatoriesTab } from './signatories-tab';

/**
 * /businesses/{id}: Business Profile with tabs Profile Details, Documents, Signatories (spec 2 §2),
 * and Screening (the route supplies it from the screening feature).
 */
export function BusinessProfileScreen({ id, screeningTab }: { id: string; screeningTab: ReactNode }) {
  const t = useT(businessProfileText);
  const tc = useT(contractText);
  const business = useBusiness(id);
  const canSeeHistory = useCan(P.ViewActivityReport);
  if (business.isPending)
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-9 w-96" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (business.isError) return <BusinessNotFound />;
  const b = business.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground">{t('businessProfile')}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight">
              <UserText>{b.name}</UserText>
            </h1>
            <CoreStepStatus
              status={b.status}
              awaiting={b.awaitingCore ? tc('awaitingAccountOpening') : null}
            />
          </div>
          <p className="text-sm text-muted-foreground">
            {b.orgName} ·{' '}
            {withElements((values) => t('registration', values), {
              number: <Ltr>{b.registrationNumber}</Ltr>,
            })}
            {b.accountNumber && (
              <>
                {' '}
                ·{' '}
                {withElements((values) => t('account', values), {
                  number: (
                    <Ltr>
                      <span data-testid="business-account-number">{b.accountNumber}</span>
                    </Ltr>
                  ),
                })}
              </>
            )}
          </p>
        </div>
        <BusinessActions business={b} />
      </div>
      <Notices business={b} />
      <Tabs defaultValue="details" className="gap-4">
        <TabsList>
          <TabsTrigger value="details">{t('profileDetails')}</TabsTrigger>
          <TabsTrigger value="documents">{t('documents')}</TabsTrigger>
          <TabsTrigger value="signatories">{t('signatories')}</TabsTrigger>
          <TabsTrigger value="screening">{t('screening')}</TabsTrigger>
          {canSeeHistory && <TabsTrigger value="history">{t('history')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="details">
          <BusinessDetails business={b} />
        </TabsContent>
        <TabsContent value="documents">
          <BusinessDocumentsTab business={b} />
        </TabsContent>
        <TabsContent value="signatories">
          <SignatoriesTab businessId={b.id} />
        </TabsContent>
        <TabsContent value="screening">{screeningTab}</TabsContent>
        {canSeeHistory && (
          <TabsContent value="history">
            <RecordHistory recordId={b.id} label={t('historyOf', { name: b.name })} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}

function BusinessDocumentsTab({ business }: { business: businessesApi.Business }) {
  const documents = useBusinessDocuments(business.id);
  return (
    <DocumentsPanel
      owner={{ businessId: business.id }}
      ownerName={business.name}
      documents={documents.data}
      isLoading={documents.isPending}
    />
  );
}

/** Why a business was declined, or why its account is not open yet. */
function Notices({ business: b }: { business: businessesApi.Business }) {
  const t = useT(businessProfileText);
  const text =
    b.status === 'Declined' && b.declineReason
      ? withElements((values) => t('declined', values), { reason: <UserText>{b.declineReason}</UserText> })
      : b.status === 'Approved' && b.openingError && !b.awaitingCore
        ? t('notOpened', { reason: translateText(b.openingError) })
        : null;
  if (!text) return null;
  return (
    <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
      {text}
    </p>
  );
}

/** Shown when a business cannot be loaded (spec 2 §2, §8). */
function BusinessNotFound() {
  const t = useT(businessProfileText);
  const tc = useT(contractText);
  return (
    <div className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center">
      <Building2Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p role="alert" className="font-medium">
        {tc('businessNotFound')}
      </p>
      <Button variant="outline" asChild>
        <Link to="/business-inquiry">{t('businessInquiry')}</Link>
      </Button>
    </div>
  );
}
