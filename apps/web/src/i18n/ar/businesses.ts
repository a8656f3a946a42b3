import type { Translation } from '@/lib/i18n';
import type { businessesText } from '@/features/businesses/messages';

export default {
  businesses: 'المنشآت',
  businessesIntro: 'المنشآت المسجّلة لفتح حساب، ومراجعتها.',
  businessInquiry: 'الاستعلام عن منشأة',
  inquiryIntro: 'ابحث عن منشأة باسمها لدى مؤسسة شريكة.',
  inquiryForm: 'الاستعلام عن منشأة',
  search: 'بحث',
  selectOrganization: 'اختر مؤسسة',
  organization: 'المؤسسة',
  name: 'الاسم',
  businessName: 'اسم المنشأة',
  registrationNumber: 'رقم التسجيل',
  accountType: 'نوع الحساب',
  currency: 'العملة',
  branchCode: 'رمز الفرع',
  email: 'البريد الإلكتروني',
  status: 'الحالة',
  documents: 'المستندات',
  createdBy: 'أُنشئ بواسطة',
  createdAt: 'تاريخ الإنشاء',
  sortCreatedAt: 'تاريخ الإنشاء',
  profile: 'الملف',
  profileOf: 'ملف {name}',
} satisfies Translation<typeof businessesText>;
