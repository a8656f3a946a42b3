import { UploadDocumentForm as DocumentForm } from '@/components/documents/upload-document-form';
import { useUploadDocument } from './api/upload-document';

/** The Upload Document form of a customer: POST Documents with the customer's id. */
export function UploadDocumentForm({ customerId, onDone }: { customerId: string; onDone: () => void }) {
  const upload = useUploadDocument();
  return (
    <DocumentForm upload={(document) => upload.mutateAsync({ customerId, ...document })} onDone={onDone} />
  );
}
