import { useMemo, useState } from 'react';
import { P } from '@console/contract';
import type { ListedDocument } from '@/components/documents/document-columns';
import { UploadIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { ImageViewerDialog } from '@/components/image-viewer-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { useCan } from '@/lib/permissions';
import { useCustomerDocuments } from './api/list-customer-documents';
import { documentFileQuery } from './api/get-document-file';
import { documentColumns } from '@/components/documents/document-columns';
import { customersText } from './messages';
import { UploadDocumentDialog } from './upload-document-dialog';

/** The Documents tab: the customer's documents, View in the Image Viewer, and Upload Document. */
export function CustomerDocumentsTab({ customerId }: { customerId: string }) {
  const t = useT(customersText);
  const canUpload = useCan(P.AddDocument);
  const canList = useCan(P.ListDocuments);
  const documents = useCustomerDocuments(customerId, canList);
  const [uploading, setUploading] = useState(false);
  // The last document viewed stays while the viewer closes, so its title does not change mid-animation.
  const [viewing, setViewing] = useState<{ document: ListedDocument; open: boolean } | null>(null);
  const columns = useMemo(() => documentColumns((document) => setViewing({ document, open: true })), []);
  const viewed = viewing?.document;

  return (
    <>
      <DataTable
        label={t('documents')}
        columns={columns}
        data={documents.data}
        isLoading={canList && documents.isPending}
        getRowId={(d) => d.id}
        toolbar={
          <Button className="ms-auto" disabled={!canUpload} onClick={() => setUploading(true)}>
            <UploadIcon aria-hidden="true" />
            {t('uploadDocument')}
          </Button>
        }
      />
      <UploadDocumentDialog customerId={customerId} open={uploading} onOpenChange={setUploading} />
      <ImageViewerDialog
        open={viewing?.open === true}
        onOpenChange={(open) => !open && setViewing((v) => v && { ...v, open: false })}
        title={viewed ? lookupValue('DocumentName', viewed.documentType) : t('document')}
        description={viewed?.documentNo ? t('documentNumber', { number: viewed.documentNo }) : undefined}
        file={documentFileQuery(viewed?.id ?? '')}
      />
    </>
  );
}
