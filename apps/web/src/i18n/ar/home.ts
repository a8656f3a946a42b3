import type { Translation } from '@/lib/i18n';
import type { homeText } from '@/features/home/messages';

export default {
  welcome: 'مرحبًا، {name}',
  intro: '{organization} · {product}. استخدم القائمة لفتح المجالات التي تعمل فيها.',
  recentActivity: 'نشاطك الأخير',
  recentIntro:
    '{days, plural, zero {ما قمت به اليوم.} one {ما قمت به خلال آخر يوم.} two {ما قمت به خلال آخر يومين.} few {ما قمت به خلال آخر # أيام.} many {ما قمت به خلال آخر # يومًا.} other {ما قمت به خلال آخر # يوم.}}',
  number: '#',
  when: 'الوقت',
  type: 'النوع',
  event: 'الحدث',
  remarks: 'الملاحظات',
} satisfies Translation<typeof homeText>;
