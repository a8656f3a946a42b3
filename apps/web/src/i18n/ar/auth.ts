import type { Translation } from '@/lib/i18n';
import type { authText } from '@/features/auth/messages';

export default {
  signIn: 'تسجيل الدخول',
  userName: 'اسم المستخدم',
  password: 'كلمة المرور',
  token: 'الرمز',
  login: 'دخول',
  loading: 'جارٍ التحميل...',
  chooseNewPassword: 'اختر كلمة مرور جديدة',
  changePassword: 'تغيير كلمة المرور',
  oldPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  confirm: 'التأكيد',
  resetPassword: 'إعادة تعيين كلمة المرور',
  logOut: 'تسجيل الخروج',
  cancel: 'إلغاء',
  setUpTwoFactor: 'إعداد التحقق بخطوتين',
  setUpTwoFactorHelp:
    'امسح رمز QR بتطبيق المصادقة، أو أدخل المفتاح يدويًا، ثم اكتب الرمز المكوّن من 6 خانات الذي يظهره.',
  qrCode: 'رمز QR لتطبيق المصادقة',
  manualEntryKey: 'مفتاح الإدخال اليدوي',
  authenticationCode: 'رمز المصادقة',
  completeProcess: 'إتمام العملية',
} satisfies Translation<typeof authText>;
