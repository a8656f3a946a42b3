import type { Translation } from '@/lib/i18n';
import type { dashboardsText } from '@/features/dashboards/messages';

export default {
  generalTitle: 'Shaxda xogta guud',
  generalIntro:
    'Wixii shaqaaluhu qabteen, laga tiriyay warbixinta hawlaha; maalmuhu waa UTC, muddadu waxay ku dhammaataa 23:59:59.999.',
  range: 'Muddada shaxda xogta',
  summary: 'Soo koobid',
  perUser: 'Isticmaale kasta',
  perDay: 'Maalin kasta',
  createdBy: 'Cidda samaysay',
  day: 'Maalinta',
  user: 'Isticmaalaha',
  events: 'Dhacdooyinka',
  applications: 'Codsiyo',
  linkedAccounts: 'Akoonnada la xiray',
  deLinkedAccounts: 'Akoonnada laga saaray',
  setLimitCount: 'Dejinta xadka',
  resetPinCount: 'Dib u dejinta PIN-ka',
  resetPhysicalCardPinCount: 'Dib u dejinta PIN-ka kaadhka',
  yourDashboard: 'Shaxda xogtaada',
  yourRange: 'Muddada shaxda xogtaada',
  yourCounts: 'Tirooyinkaaga',
  yourActivityPerDay: 'Hawlahaaga maalin kasta',
} satisfies Translation<typeof dashboardsText>;
