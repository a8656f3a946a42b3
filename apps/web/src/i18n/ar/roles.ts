import type { Translation } from '@/lib/i18n';
import type { rolesText } from '@/features/roles/messages';

// A role's name inside a sentence sits between U+2068 and U+2069, an isolate as <bdi> makes one.
export default {
  title: 'الأدوار',
  intro: 'مجموعات مسمّاة من الصلاحيات تُمنح للمستخدمين.',
  createRole: 'إنشاء دور',
  editRole: 'تعديل دور',
  roleHelp: 'الدور مجموعة مسمّاة من الصلاحيات تُمنح للمستخدمين.',
  name: 'الاسم',
  description: 'الوصف',
  permissions: 'الصلاحيات',
  users: 'المستخدمون',
  createdAt: 'تاريخ الإنشاء',
  actions: 'الإجراءات',
  editRoleOf: 'تعديل الدور \u2068{roleName}\u2069',
  deleteRoleOf: 'حذف الدور \u2068{roleName}\u2069',
  historyOfRole: 'سجل تغييرات الدور \u2068{roleName}\u2069',
  deleteRoleTitle: 'هل تريد حذف الدور \u2068{roleName}\u2069؟',
  deleteRoleHeld:
    '{count, plural, zero {لا يحمل أي مستخدم هذا الدور.} one {يحمل مستخدم واحد هذا الدور؛ سيُزال منه وسيُسجَّل خروجه.} two {يحمل مستخدمان هذا الدور؛ سيُزال منهما وسيُسجَّل خروجهما.} few {يحمل # مستخدمين هذا الدور؛ سيُزال منهم وسيُسجَّل خروجهم.} many {يحمل # مستخدمًا هذا الدور؛ سيُزال منهم وسيُسجَّل خروجهم.} other {يحمل # مستخدم هذا الدور؛ سيُزال منهم وسيُسجَّل خروجهم.}}',
  deleteRoleUnused: 'لا يحمل أي مستخدم هذا الدور.',
  delete: 'حذف',
  loadingPermissions: 'جارٍ تحميل الصلاحيات...',
} satisfies Translation<typeof rolesText>;
