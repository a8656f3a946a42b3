import type { Translation } from '@/lib/i18n';
import type { searchText } from '@/features/search/messages';

export default {
  searchButton: 'بحث…',
  goTo: 'انتقال إلى',
  description:
    'اكتب رقم جوال أو اسمًا أو رقم حساب أو معرّفًا أو رمزًا أو اسم مستخدم. اختر بمفاتيح الأسهم، وافتح بـ Enter، وأغلق بـ Escape.',
  inputLabel: 'البحث في السجلات والشاشات',
  placeholder: 'الجوال أو الاسم أو رقم الحساب أو المعرّف أو الرمز أو اسم المستخدم…',
  results: 'النتائج',
  searching: 'جارٍ البحث…',
  nothingFound: 'لم يُعثر على شيء.',
  typeToSearch: 'اكتب للبحث.',
  resultCount:
    '{count, plural, zero {لا نتائج.} one {نتيجة واحدة.} two {نتيجتان.} few {# نتائج.} many {# نتيجة.} other {# نتيجة.}}',
  typeAtLeast:
    '{count, plural, zero {اكتب للبحث في السجلات.} one {اكتب حرفًا واحدًا على الأقل للبحث في السجلات.} two {اكتب حرفين على الأقل للبحث في السجلات.} few {اكتب # أحرف على الأقل للبحث في السجلات.} many {اكتب # حرفًا على الأقل للبحث في السجلات.} other {اكتب # حرف على الأقل للبحث في السجلات.}}',
  screenPath: '{parent} › {screen}',
  groupRecent: 'المفتوحة مؤخرًا',
  groupScreens: 'الشاشات',
  groupCustomer: 'العملاء',
  groupApplication: 'الطلبات',
  groupBusiness: 'المنشآت',
  groupAccount: 'الحسابات',
  groupMerchant: 'التجار',
  groupUser: 'المستخدمون',
  typeScreen: 'شاشة',
  typeCustomer: 'عميل',
  typeApplication: 'طلب',
  typeBusiness: 'منشأة',
  typeAccount: 'حساب',
  typeMerchant: 'تاجر',
  typeUser: 'مستخدم',
} satisfies Translation<typeof searchText>;
