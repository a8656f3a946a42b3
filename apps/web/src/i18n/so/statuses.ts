import type { Translation } from '@/lib/i18n';
import type { statusText } from '@/lib/status-messages';

export default {
  Draft: 'Qabyo',
  Pending: 'Sugaya',
  Approved: 'La ansixiyay',
  Declined: 'La diiday',
  Completed: 'Dhammaystiran',
  Flagged: 'Calaamadaysan',
  Rejected: 'La celiyay',
  Blocked: 'La xannibay',
  Unknown: 'Lama garanayo',
  Active: 'Firfircoon',
  Inactive: 'Aan firfircoonayn',
  Expired: 'Dhacay',
  Stale: 'Duugoobay',
} satisfies Translation<typeof statusText>;
