import type { Translation } from '@/lib/i18n';
import type { dashboardsText } from '@/features/dashboards/messages';

export default {
  generalTitle: 'لوحة المعلومات العامة',
  generalIntro:
    'ما أنجزه الموظفون، محسوبًا من تقرير النشاط؛ الأيام بتوقيت UTC، وتنتهي الفترة عند 23:59:59.999.',
  range: 'فترة لوحة المعلومات',
  summary: 'الملخص',
  perUser: 'حسب المستخدم',
  perDay: 'حسب اليوم',
  createdBy: 'أنشأه',
  day: 'اليوم',
  user: 'المستخدم',
  events: 'الأحداث',
  applications: 'الطلبات',
  linkedAccounts: 'الحسابات المربوطة',
  deLinkedAccounts: 'الحسابات المُزالة',
  setLimitCount: 'تعيين الحد',
  resetPinCount: 'إعادة تعيين الرقم السري',
  resetPhysicalCardPinCount: 'إعادة تعيين الرقم السري للبطاقة',
  yourDashboard: 'لوحة معلوماتك',
  yourRange: 'فترة لوحة معلوماتك',
  yourCounts: 'أرقامك',
  yourActivityPerDay: 'نشاطك حسب اليوم',
} satisfies Translation<typeof dashboardsText>;
