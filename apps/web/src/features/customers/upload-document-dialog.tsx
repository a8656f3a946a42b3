import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { UploadDocumentForm } from './upload-document-form';

/** The Upload Document dialog (spec 2 §2, §5), 600 px wide. */
export function UploadDocumentDialog({
  customerId,
  open,
  onOpenChange,
}: {
  customerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Upload Document</DialogTitle>
          <DialogDescription>Attach an identity document, proof or photo to this customer.</DialogDescription>
        </DialogHeader>
        {open && <UploadDocumentForm customerId={customerId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
