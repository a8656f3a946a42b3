import type { Translation } from '@/lib/i18n';
import type { shellText } from '@/lib/shell-messages';

export default {
  theme: 'المظهر: {theme}',
  themeLight: 'فاتح',
  themeDark: 'داكن',
  themeSystem: 'حسب النظام',
  language: 'اللغة: {language}',
  pageNotFound: 'الصفحة غير موجودة',
  close: 'إغلاق',
  ok: 'حسنًا',
  toast: 'إشعار',
  toastsLabel: 'الإشعارات ({hotkey})',
  validationLabel: 'رسائل التحقق ({hotkey})',
  goHome: 'الانتقال إلى الصفحة الرئيسية',
} satisfies Translation<typeof shellText>;
