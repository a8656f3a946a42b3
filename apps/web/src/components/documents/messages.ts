import { defineMessages } from '@/lib/i18n';

/** A profile's documents: their table and the Upload Document form (spec 2 §5). */
export const documentsText = defineMessages('documents', {
  documentType: 'Document Type',
  documentNo: 'Document No',
  issueDate: 'Issue Date',
  expiryDate: 'Expiry Date',
  file: 'File',
  uploaded: 'Uploaded',
  uploadedBy: '{date} by {user}',
  view: 'View',
  viewDocument: 'View {document}',
  uploadDocument: 'Upload Document',
  selectDocumentType: 'Select a document type',
  documentNumber: 'Document Number',
  fileHint: 'PDF, JPEG or PNG, at most 10 MB.',
  cancel: 'Cancel',
  upload: 'Upload',
  uploading: 'Uploading...',
});
