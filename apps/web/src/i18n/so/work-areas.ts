import type { Translation } from '@/lib/i18n';
import type { workAreaText } from '@/lib/work-area-messages';

export default {
  Application: 'Codsi',
  Business: 'Ganacsi',
  CardRequisition: 'Dalabka kaadhka',
  LimitRequisition: 'Dalabka xadka',
  AdminChange: 'Isbeddel maamul',
  MerchantAccess: 'Gelitaanka ganacsade',
  ScreeningHit: 'Natiijada baaritaanka',
  ScreeningMatch: 'Isku mid dhab ah oo la xaqiijinayo',
  AccessReview: 'Dib u eegista helitaanka',
  KycReview: 'Dib-u-eegista macmiilka',
} satisfies Translation<typeof workAreaText>;
