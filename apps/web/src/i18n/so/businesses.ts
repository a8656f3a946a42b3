import type { Translation } from '@/lib/i18n';
import type { businessesText } from '@/features/businesses/messages';

export default {
  businesses: 'Ganacsiyo',
  businessesIntro: 'Ganacsiyada loo diiwaangeliyay akoon, iyo dib-u-eegistooda.',
  businessInquiry: 'Baaritaanka ganacsiga',
  inquiryIntro: "Ganacsi magaciisa ku raadi hay'ad la-hawlgale ah.",
  inquiryForm: 'Baaritaanka ganacsiga',
  search: 'Raadi',
  selectOrganization: "Dooro hay'ad",
  organization: "Hay'adda",
  name: 'Magaca',
  businessName: 'Magaca ganacsiga',
  registrationNumber: 'Lambarka diiwaangelinta',
  accountType: 'Nooca akoonka',
  currency: 'Lacagta',
  branchCode: 'Koodhka laanta',
  email: 'Iimayl',
  status: 'Xaaladda',
  documents: 'Dukumeentiyada',
  createdBy: 'Cidda samaysay',
  createdAt: 'Goorta la sameeyay',
  sortCreatedAt: 'Goorta la sameeyay',
  profile: 'Xogta',
  profileOf: 'Xogta {name}',
} satisfies Translation<typeof businessesText>;
