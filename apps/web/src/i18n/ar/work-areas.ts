import type { Translation } from '@/lib/i18n';
import type { workAreaText } from '@/lib/work-area-messages';

export default {
  Application: 'طلب',
  Business: 'منشأة',
  CardRequisition: 'طلب بطاقة',
  LimitRequisition: 'طلب تعديل الحد',
  AdminChange: 'تغيير إداري',
  MerchantAccess: 'وصول التاجر',
  ScreeningHit: 'نتيجة فحص',
  ScreeningMatch: 'تطابق حقيقي بانتظار التأكيد',
  AccessReview: 'مراجعة الصلاحيات',
  KycReview: 'مراجعة العميل',
} satisfies Translation<typeof workAreaText>;
