import type { Translation } from '@/lib/i18n';
import type { reportsText } from '@/features/reports/messages';

export default {
  title: 'تقرير النشاط',
  intro: 'كل تغيير أُجري في لوحة التحكم؛ الأيام بتوقيت UTC، وتنتهي الفترة عند 23:59:59.999.',
  filters: 'تصفية النشاط',
  type: 'النوع',
  event: 'الحدث',
  createdBy: 'أنشأه',
  createdAt: 'تاريخ الإنشاء',
  remarks: 'الملاحظات',
  recordId: 'معرّف السجل',
  byActor: '(بواسطة {actor})',
} satisfies Translation<typeof reportsText>;
