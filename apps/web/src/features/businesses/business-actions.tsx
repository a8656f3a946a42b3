import { useState } from 'react';
import { messages, P, type businessesApi } from '@console/contract';
import { FileWarningIcon, RefreshCwIcon, SendIcon, SquarePenIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useChangeBusinessStatus } from './api/change-business-status';
import { underReview } from './business-status-schema';
import { ChangeBusinessStatusDialog } from './change-business-status-dialog';
import { BusinessMissingDocumentsDialog } from './missing-documents-dialog';
import { businessProfileText } from './profile-messages';

/**
 * What can be done with a business: Change Status while it is under review, Missing Documents,
 * Resubmit once rejected (its maker uploads what was asked for first), and Retry account
 * opening when the core failed after approval.
 */
export function BusinessActions({ business }: { business: businessesApi.Business }) {
  const t = useT(businessProfileText);
  const tc = useT(contractText);
  const canReview = useCan(P.ChangeBusinessStatus);
  const canEdit = useCan(P.EditBusiness);
  const [dialog, setDialog] = useState<'status' | 'missing' | null>(null);
  const change = useChangeBusinessStatus();
  const move = async (status: 'Pending' | 'Approved') => {
    try {
      await change.mutateAsync({ id: business.id, body: { rowVersion: business.rowVersion, status } });
      toast.success(messages.updated);
    } catch {
      // The API client has shown the server's answer.
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {underReview(business.status) && (
        <Button disabled={!canReview} onClick={() => setDialog('status')}>
          <SquarePenIcon aria-hidden="true" />
          {t('changeStatus')}
        </Button>
      )}
      {business.status === 'Rejected' && (
        <Button disabled={!canEdit || change.isPending} onClick={() => void move('Pending')}>
          <SendIcon aria-hidden="true" />
          {t('resubmit')}
        </Button>
      )}
      {business.status === 'Approved' && (
        <Button
          disabled={!canReview || change.isPending || business.awaitingCore}
          // The server refuses a decision while the core carries out the last one.
          title={business.awaitingCore ? tc('alreadyAtCore') : undefined}
          aria-description={business.awaitingCore ? tc('alreadyAtCore') : undefined}
          onClick={() => void move('Approved')}
        >
          <RefreshCwIcon aria-hidden="true" />
          {t('retryAccountOpening')}
        </Button>
      )}
      <Button variant="outline" onClick={() => setDialog('missing')}>
        <FileWarningIcon aria-hidden="true" />
        {t('missingDocuments')}
      </Button>
      <ChangeBusinessStatusDialog
        business={business}
        open={dialog === 'status'}
        onOpenChange={(open) => setDialog(open ? 'status' : null)}
      />
      <BusinessMissingDocumentsDialog
        businessId={business.id}
        businessName={business.name}
        open={dialog === 'missing'}
        onOpenChange={(open) => setDialog(open ? 'missing' : null)}
      />
    </div>
  );
}
