import type { Translation } from '@/lib/i18n';
import type { inquiryText } from '@/features/customer-inquiry/messages';

// A value inside a text that stays one string (an image's description) is kept left to right
// between U+2066 and U+2069; elsewhere the screen puts it in <Ltr>.
export default {
  title: 'الاستعلام عن عميل',
  intro: 'ابحث عن عميل برقم الجوال لدى مؤسسة شريكة.',
  customersList: 'قائمة العملاء',
  searchLabel: 'الاستعلام عن عميل',
  organization: 'المؤسسة',
  selectOrganization: 'اختر مؤسسة',
  mobileNumber: 'رقم الجوال',
  searchCustomer: 'البحث عن العميل',
  verifiedCustomers: 'العملاء الموثَّقون',
  customerImage: 'صورة العميل',
  customerNumber: 'العميل \u2066{customerId}\u2069',
  existingProfiles: 'الملفات الموجودة',
  profilesExist: 'لا يوجد عميل موثَّق لدى {organization} بهذا الرقم، لكن هذه الملفات موجودة.',
  noCustomerFound: 'لم يُعثر على أي عميل.',
  nobodyWithMobile: 'لا يوجد أحد برقم الجوال {mobile} من عملاء {organization} أو له ملف هنا.',
  registerNewCustomer: 'تسجيل عميل جديد',
  customerId: 'رقم العميل',
  name: 'الاسم',
  mobile: 'الجوال',
  email: 'البريد الإلكتروني',
  telephone: 'الهاتف',
  status: 'الحالة',
  actions: 'الإجراءات',
  actionsFor: 'إجراءات {name}',
  viewImage: 'عرض الصورة',
  showAccounts: 'عرض الحسابات',
  resetMBankingPin: 'إعادة تعيين الرقم السري (PIN) للخدمات المصرفية عبر الجوال',
  profile: 'الملف',
  profileOf: 'ملف {name}',
  resetPinHelp: 'أرسل رمزًا إلى جوال العميل، وأدخل الرمز الذي يقرؤه لك، ثم رمز المصادقة الخاص بك.',
  resetPinHelpFor:
    '{name} · العميل {customerId}. أرسل رمزًا إلى جوال العميل، وأدخل الرمز الذي يقرؤه لك، ثم رمز المصادقة الخاص بك.',
  cancel: 'إلغاء',
  resetting: 'جارٍ إعادة التعيين...',
  resetPin: 'إعادة تعيين الرقم السري (PIN)',
  ownCode: 'رمز المصادقة الخاص بك',
  ownCodeHint: 'الرمز الحالي المكوّن من 6 أرقام في تطبيق المصادقة الخاص بك، للتأكد من أنك أنت.',
} satisfies Translation<typeof inquiryText>;
