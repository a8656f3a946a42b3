import type { Translation } from '@/lib/i18n';
import type { adminChangeKindText } from '@/lib/admin-change-kind-messages';

export default {
  CreateUser: 'إنشاء مستخدم',
  ActivateUser: 'تفعيل مستخدم',
  SetPassword: 'تعيين كلمة مرور مستخدم',
  ResetTwoFactor: 'إعادة تعيين التحقق بخطوتين لمستخدم',
  AssignRoles: 'إسناد أدوار',
  AddBranchMapping: 'ربط مستخدم بفرع',
  ChangeBranchMapping: 'تغيير فرع مستخدم',
  CreateRole: 'إنشاء دور',
  EditRole: 'تعديل دور',
  UnlockUser: 'فتح حساب مقفل',
  SecurityPolicies: 'تغيير سياسات الأمان',
  AllowedNetworks: 'تغيير الشبكات المسموح بها لمؤسسة',
  MerchantAccess: 'منح تاجر الوصول',
  ScreeningThresholds: 'تغيير عتبات الفحص',
  DirectoryMapping: 'ربط مجموعة من الدليل بأدوار',
  ReviewIntervals: 'تغيير الفترات بين مراجعات العملاء',
  RetentionSchedule: 'تغيير جدول الاحتفاظ',
  LegalHold: 'فرض حجز قانوني على سجل',
} satisfies Translation<typeof adminChangeKindText>;
