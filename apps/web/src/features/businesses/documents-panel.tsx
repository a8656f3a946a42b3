import { useMemo, useState } from 'react';
import { P, type businessesApi } from '@console/contract';
import { UploadIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { documentColumns, type ListedDocument } from '@/components/documents/document-columns';
import { UploadDocumentForm } from '@/components/documents/upload-document-form';
import { ImageViewerDialog } from '@/components/image-viewer-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { useCan } from '@/lib/permissions';
import { businessFileQuery } from './api/business-documents';
import { useUploadBusinessDocument, type DocumentOwner } from './api/upload-business-document';
import { businessProfileText } from './profile-messages';

/**
 * The documents of a business or of one signatory: the table, View in a popup, and Upload
 * Document (business.create or business.edit).
 */
export function DocumentsPanel({
  owner,
  ownerName,
  documents,
  isLoading,
}: {
  owner: DocumentOwner;
  ownerName: string;
  documents: businessesApi.BusinessDocument[] | undefined;
  isLoading: boolean;
}) {
  const t = useT(businessProfileText);
  const canUpload = useCan([P.AddBusiness, P.EditBusiness]);
  const [uploading, setUploading] = useState(false);
  // The last document viewed stays while the viewer closes, so its title does not change mid-animation.
  const [viewing, setViewing] = useState<{ document: ListedDocument; open: boolean } | null>(null);
  const columns = useMemo(() => documentColumns((document) => setViewing({ document, open: true })), []);
  const upload = useUploadBusinessDocument(owner);
  const viewed = viewing?.document;
  return (
    <>
      <DataTable
        label={t('documentsOf', { name: ownerName })}
        columns={columns}
        data={documents}
        isLoading={isLoading}
        getRowId={(d) => d.id}
        toolbar={
          <Button className="ms-auto" disabled={!canUpload} onClick={() => setUploading(true)}>
            <UploadIcon aria-hidden="true" />
            {t('uploadDocument')}
          </Button>
        }
      />
      <Dialog open={uploading} onOpenChange={setUploading}>
        <DialogContent className="sm:max-w-[600px]">
          <DialogHeader>
            <DialogTitle>{t('uploadDocument')}</DialogTitle>
            <DialogDescription>{t('attachTo', { name: ownerName })}</DialogDescription>
          </DialogHeader>
          {uploading && (
            <UploadDocumentForm upload={(d) => upload.mutateAsync(d)} onDone={() => setUploading(false)} />
          )}
        </DialogContent>
      </Dialog>
      <ImageViewerDialog
        open={viewing?.open === true}
        onOpenChange={(open) => !open && setViewing((v) => v && { ...v, open: false })}
        title={viewed ? lookupValue('DocumentName', viewed.documentType) : t('document')}
        description={viewed?.documentNo ? t('documentNumber', { number: viewed.documentNo }) : undefined}
        file={businessFileQuery(viewed?.id ?? '')}
      />
    </>
  );
}
