import type { Translation } from '@/lib/i18n';
import type { documentsText } from '@/components/documents/messages';

export default {
  documentType: 'نوع المستند',
  documentNo: 'رقم المستند',
  issueDate: 'تاريخ الإصدار',
  expiryDate: 'تاريخ الانتهاء',
  file: 'الملف',
  uploaded: 'تاريخ الرفع',
  uploadedBy: '{date} بواسطة {user}',
  view: 'عرض',
  viewDocument: 'عرض {document}',
  uploadDocument: 'رفع مستند',
  selectDocumentType: 'اختر نوع المستند',
  documentNumber: 'رقم المستند',
  fileHint: 'PDF أو JPEG أو PNG، بحجم أقصاه 10 ميغابايت.',
  cancel: 'إلغاء',
  upload: 'رفع',
  uploading: 'جارٍ الرفع...',
} satisfies Translation<typeof documentsText>;
