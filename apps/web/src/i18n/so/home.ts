import type { Translation } from '@/lib/i18n';
import type { homeText } from '@/features/home/messages';

export default {
  welcome: 'Soo dhowow, {name}',
  intro: '{organization} · {product}. Isticmaal liiska si aad u furto qaybaha aad ka shaqeyso.',
  recentActivity: 'Hawlahaagii ugu dambeeyay',
  recentIntro:
    '{days, plural, one {Wixii aad qabatay maalintii u dambeysay.} other {Wixii aad qabatay # maalmood ee u dambeeyay.}}',
  number: '#',
  when: 'Goorta',
  type: 'Nooca',
  event: 'Dhacdada',
  remarks: 'Faallooyin',
} satisfies Translation<typeof homeText>;
