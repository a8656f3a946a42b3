import { zodResolver } from '@hookform/resolvers/zod';
import type { businessesApi } from '@console/contract';
import { ReviewStatusForm } from '@/components/review-status-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/badge';
import { withElements } from '@/components/with-elements';
import { useT } from '@/lib/i18n';
import { useChangeBusinessStatus } from './api/change-business-status';
import {
  businessStatusBody,
  businessStatusSchema,
  rejectionItemsAfterStatusChange,
  reviewChoices,
  type BusinessStatusOutput,
} from './business-status-schema';
import { businessProfileText } from './profile-messages';

type Business = businessesApi.Business;

/** Change Business Status (spec 2 §2, §4), 900 px wide. */
export function ChangeBusinessStatusDialog({
  business,
  open,
  onOpenChange,
}: {
  business: Business;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(businessProfileText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[900px]">
        <DialogHeader>
          <DialogTitle>{t('changeBusinessStatus')}</DialogTitle>
          <DialogDescription>
            {withElements((values) => t('currently', values), {
              name: business.name,
              status: <StatusBadge status={business.status} className="align-middle" />,
            })}
          </DialogDescription>
        </DialogHeader>
        {open && <ChangeBusinessStatusForm business={business} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

export function ChangeBusinessStatusForm({ business, onDone }: { business: Business; onDone: () => void }) {
  const change = useChangeBusinessStatus();
  return (
    <ReviewStatusForm
      id="business"
      resolver={zodResolver(businessStatusSchema)}
      choices={reviewChoices}
      // Spec 2 §4, business dialog: one blank item added on every status change.
      itemsAfterChange={(_status, items) => rejectionItemsAfterStatusChange(items)}
      reasons="BusinessRejectionReason"
      save={(values: BusinessStatusOutput) =>
        change.mutateAsync({ id: business.id, body: businessStatusBody(values, business.rowVersion) })
      }
      saving={change.isPending}
      onDone={onDone}
    />
  );
}
