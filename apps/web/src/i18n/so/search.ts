import type { Translation } from '@/lib/i18n';
import type { searchText } from '@/features/search/messages';

export default {
  searchButton: 'Raadi…',
  goTo: 'U gudub',
  description:
    'Qor lambarka mobilka, magac, lambarka akoonka, ID, koodh ama magaca isticmaalaha. Furayaasha fallaadhaha ku dooro, Enter ku fur, Escape ku xir.',
  inputLabel: 'Raadi diiwaannada iyo shaashadaha',
  placeholder: 'Mobilka, magaca, lambarka akoonka, ID, koodhka ama magaca isticmaalaha…',
  results: 'Natiijooyinka',
  searching: 'Waa la raadinayaa…',
  nothingFound: 'Waxba lama helin.',
  typeToSearch: 'Qor si aad wax u raadiso.',
  resultCount: '{count, plural, one {# natiijo.} other {# natiijo.}}',
  typeAtLeast:
    '{count, plural, one {Qor ugu yaraan # xaraf si aad diiwaannada u raadiso.} other {Qor ugu yaraan # xaraf si aad diiwaannada u raadiso.}}',
  screenPath: '{parent} › {screen}',
  groupRecent: 'Kuwii dhowaa',
  groupScreens: 'Shaashadaha',
  groupCustomer: 'Macaamiil',
  groupApplication: 'Codsiyo',
  groupBusiness: 'Ganacsiyo',
  groupAccount: 'Akoonno',
  groupMerchant: 'Ganacsato',
  groupUser: 'Isticmaaleyaal',
  typeScreen: 'Shaashad',
  typeCustomer: 'Macmiil',
  typeApplication: 'Codsi',
  typeBusiness: 'Ganacsi',
  typeAccount: 'Akoon',
  typeMerchant: 'Ganacsade',
  typeUser: 'Isticmaale',
} satisfies Translation<typeof searchText>;
