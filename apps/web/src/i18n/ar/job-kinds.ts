import type { Translation } from '@/lib/i18n';
import type { jobKindText } from '@/lib/job-kind-messages';

export default {
  'open-application-account': 'فتح حساب طلب',
  'open-business-account': 'فتح حساب منشأة',
  'fulfil-card-requisition': 'إصدار بطاقة أو تطبيق حد',
  'purge-expired': 'حذف الجلسات والرموز المنتهية',
  'sweep-files': 'إزالة الملفات التي لا تتبع أي مستند',
  'note-sla-breaches': 'الإبلاغ عن تجاوزات مهلة SLA في قائمة العمل',
  'merge-counts': 'دمج صفوف العدّادات المحفوظة',
  'freeze-sanctioned-accounts': 'تجميد حسابات سجل خاضع للعقوبات',
  'rescreen-list-version': 'فحص السجلات مقابل إصدار جديد من القائمة',
  'rerate-risk': 'إعادة تصنيف العملاء والشركات وفق قواعد المخاطر الجديدة',
  'fetch-un-list': 'جلب قائمة عقوبات الأمم المتحدة من عنوانها',
  'deactivate-dormant-users': 'إيقاف حسابات الموظفين التي لم يُسجَّل الدخول إليها منذ مدة طويلة',
  'access-reviews': 'فتح مراجعات الصلاحيات للفترة وتصعيد المتأخر منها',
  'open-kyc-reviews': 'بدء البحث اليومي عن مراجعات العملاء المستحقة',
  'open-kyc-reviews-batch': 'فتح المراجعات المستحقة ومراجعات الوثائق التي تقترب من الانتهاء',
  'apply-retention': 'إخفاء هوية السجلات التي تجاوزت مدة الاحتفاظ بها',
} satisfies Translation<typeof jobKindText>;
