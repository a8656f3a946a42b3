import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MissingDocumentsTable } from '@/components/missing-documents-table';
import { useBusinessMissingDocuments } from './api/missing-documents';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Missing Documents</DialogTitle>
          <DialogDescription>{businessName}</DialogDescription>
        </DialogHeader>
        {open && <MissingDocumentsList businessId={businessId} />}
      </DialogContent>
    </Dialog>
  );
}

function MissingDocumentsList({ businessId }: { businessId: string }) {
  return <MissingDocumentsTable missing={useBusinessMissingDocuments(businessId)} />;
}
