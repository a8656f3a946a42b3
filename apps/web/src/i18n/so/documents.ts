import type { Translation } from '@/lib/i18n';
import type { documentsText } from '@/components/documents/messages';

export default {
  documentType: 'Nooca dukumeentiga',
  documentNo: 'Lambarka dukumeentiga',
  issueDate: 'Taariikhda la bixiyay',
  expiryDate: 'Taariikhda uu dhacayo',
  file: 'Faylka',
  uploaded: 'La soo geliyay',
  uploadedBy: '{date}, waxaa soo geliyay {user}',
  view: 'Eeg',
  viewDocument: 'Eeg {document}',
  uploadDocument: 'Soo geli dukumeenti',
  selectDocumentType: 'Dooro nooca dukumeentiga',
  documentNumber: 'Lambarka dukumeentiga',
  fileHint: 'PDF, JPEG ama PNG, ugu badnaan 10 MB.',
  cancel: 'Jooji',
  upload: 'Soo geli',
  uploading: 'Waa la soo gelinayaa...',
} satisfies Translation<typeof documentsText>;
