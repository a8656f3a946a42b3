import type { Translation } from '@/lib/i18n';
import type { reportsText } from '@/features/reports/messages';

export default {
  title: 'Warbixinta hawlaha',
  intro:
    'Isbeddel kasta oo nidaamka lagu sameeyay; maalmuhu waa UTC, muddadu waxay ku dhammaataa 23:59:59.999.',
  filters: 'Sifeynta hawlaha',
  type: 'Nooca',
  event: 'Dhacdada',
  createdBy: 'Cidda samaysay',
  createdAt: 'Goorta la sameeyay',
  remarks: 'Faallooyin',
  recordId: 'ID-ga diiwaanka',
  byActor: '(waxaa sameeyay {actor})',
} satisfies Translation<typeof reportsText>;
