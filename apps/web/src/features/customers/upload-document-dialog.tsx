import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { customersText } from './messages';
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
  const t = useT(customersText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{t('uploadDocument')}</DialogTitle>
          <DialogDescription>{t('uploadDocumentIntro')}</DialogDescription>
        </DialogHeader>
        {open && <UploadDocumentForm customerId={customerId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
