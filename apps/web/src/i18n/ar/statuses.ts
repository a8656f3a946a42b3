import type { Translation } from '@/lib/i18n';
import type { statusText } from '@/lib/status-messages';

export default {
  Draft: 'مسودة',
  Pending: 'قيد الانتظار',
  Approved: 'موافق عليه',
  Declined: 'مرفوض',
  Completed: 'مكتمل',
  Flagged: 'مُعلَّم',
  Blocked: 'محظور',
  Rejected: 'مُعاد',
  Unknown: 'غير معروف',
  Active: 'نشط',
  Inactive: 'غير نشط',
  Expired: 'منتهي الصلاحية',
  Stale: 'متقادم',
} satisfies Translation<typeof statusText>;
