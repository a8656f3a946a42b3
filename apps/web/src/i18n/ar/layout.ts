import type { Translation } from '@/lib/i18n';
import type { layoutText } from '@/components/layout/messages';

export default {
  home: '{product}، الصفحة الرئيسية',
  sidebar: 'الشريط الجانبي',
  navigation: 'التنقل',
  navigationDescription: 'القائمة الرئيسية لوحدة التحكم.',
  mainMenu: 'القائمة الرئيسية',
  toggleSidebar: 'إظهار الشريط الجانبي أو طيّه',
  toggleSidebarHint: 'إظهار الشريط الجانبي أو طيّه ({shortcut})',
  waiting: 'قيد الانتظار',
  environment: 'البيئة: {name}',
  development: 'تطوير',
  sandbox: 'تجريبية',
  production: 'إنتاج',
  userMenu: 'قائمة المستخدم: {user}',
  changePassword: 'تغيير كلمة المرور',
  logOut: 'تسجيل الخروج',
  language: 'اللغة',
  viewingAs: 'تعرض وحدة التحكم باسم {user} (للقراءة فقط)',
  signedInAs: ' · مسجَّل الدخول باسم {actor}',
  endViewAs: 'إنهاء العرض باسم مستخدم آخر (تسجيل الخروج)',
  noScreenHere: 'لا توجد شاشة على هذا العنوان.',
  somethingWentWrong: 'حدث خطأ ما',
  screenFailed: 'تعذّر عرض هذه الشاشة. حاول مرة أخرى، أو انتقل إلى الصفحة الرئيسية.',
  tryAgain: 'حاول مرة أخرى',
} satisfies Translation<typeof layoutText>;
