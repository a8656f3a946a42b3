import type { Translation } from '@/lib/i18n';
import type { jobKindText } from '@/lib/job-kind-messages';

export default {
  'open-application-account': 'Fur akoonka codsi',
  'open-business-account': 'Fur akoonka ganacsi',
  'fulfil-card-requisition': 'Bixi kaadh ama dhaqangeli xad',
  'purge-expired': 'Tirtir fadhiyada iyo koodhadhka dhacay',
  'sweep-files': 'Ka saar faylasha aan dukumeenti lahayn',
  'note-sla-breaches': 'Ogeysii dhaafitaannada SLA-da safka shaqada',
  'merge-counts': 'Isku dar safafka tirooyinka la hayo',
  'freeze-sanctioned-accounts': 'Xayir akoonnada diiwaan cunaqabataysan',
  'rescreen-list-version': 'Ku baar diiwaannada nuqulka cusub ee liiska',
  'rerate-risk': 'Dib u qiimee macaamiisha iyo ganacsiyada xeerarka khatarta cusub',
  'fetch-un-list': 'Ka soo qaado liiska cunaqabataynta QM cinwaankiisa',
  'deactivate-dormant-users': 'Hakii akoonnada shaqaalaha aan muddo dheer la soo gelin',
  'access-reviews': 'Fur dib u eegisyada helitaanka ee muddada oo sare u qaad kuwa dib u dhacay',
  'open-kyc-reviews': 'Bilow raadinta maalinta ee dib-u-eegista macaamiisha',
  'open-kyc-reviews-batch': 'Fur dib-u-eegista la gaadhay iyo kuwa dukumeentiyada dhacaya',
  'apply-retention': 'Qari aqoonsiga diiwaannada muddadooda haynta dhaaftay',
} satisfies Translation<typeof jobKindText>;
