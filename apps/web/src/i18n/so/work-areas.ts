import type { Translation } from '@/lib/i18n';
import type { workAreaText } from '@/lib/work-area-messages';

export default {
  Application: 'Codsi',
  Business: 'Ganacsi',
  CardRequisition: 'Dalabka kaadhka',
  LimitRequisition: 'Dalabka xadka',
  AdminChange: 'Isbeddel maamul',
  MerchantAccess: 'Gelitaanka ganacsade',
} satisfies Translation<typeof workAreaText>;
