import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MissingDocumentsTable } from '@/components/missing-documents-table';
import { useT } from '@/lib/i18n';
import { useBusinessMissingDocuments } from './api/missing-documents';
import { businessProfileText } from './profile-messages';

/** Missing Documents (spec 2 §2): what a rejection asked for and has not been uploaded since. 600 px wide. */
export function BusinessMissingDocumentsDialog({
  businessId,
  businessName,
  open,
  onOpenChange,
}: {
  businessId: string;
  businessName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(businessProfileText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{t('missingDocuments')}</DialogTitle>
          <DialogDescription>{businessName}</DialogDescription>
        </DialogHeader>
        {open && <MissingDocumentsList businessId={businessId} />}
      </DialogContent>
    </Dialog>
  );
}

function MissingDocumentsList({ businessId }: { businessId: string }) {
  return (
    <MissingDocumentsTable
      missing={useBusinessMissingDocuments(businessId)}
      reasons="BusinessRejectionReason"
    />
  );
}
