import type { Translation } from '@/lib/i18n';
import type { inquiryText } from '@/features/customer-inquiry/messages';

export default {
  title: 'Baaritaanka macmiilka',
  intro: "Ku raadi macmiil lambarkiisa mobilka gudaha hay'ad iskaashi.",
  customersList: 'Liiska macaamiisha',
  searchLabel: 'Baaritaanka macmiilka',
  organization: "Hay'ad",
  selectOrganization: "Dooro hay'ad",
  mobileNumber: 'Lambarka mobilka',
  searchCustomer: 'Raadi macmiil',
  verifiedCustomers: 'Macaamiisha la xaqiijiyay',
  customerImage: 'Sawirka macmiilka',
  customerNumber: 'Macmiil {customerId}',
  existingProfiles: 'Borofaylada jira',
  profilesExist:
    'Ma jiro macmiil la xaqiijiyay oo {organization} ah oo leh lambarkan mobilka, laakiin borofayladan ayaa jira.',
  noCustomerFound: 'Macmiil lama helin.',
  nobodyWithMobile:
    'Ma jiro qof lambarka mobilka {mobile} leh oo macmiil ka ah {organization} ama borofayl halkan ku leh.',
  registerNewCustomer: 'Diiwaangeli macmiil cusub',
  customerId: 'Aqoonsiga macmiilka',
  name: 'Magaca',
  mobile: 'Mobilka',
  email: 'Iimayl',
  telephone: 'Telefoon',
  status: 'Xaalad',
  actions: 'Ficillada',
  actionsFor: 'Ficillada {name}',
  viewImage: 'Eeg sawirka',
  showAccounts: 'Muuji akoonnada',
  resetMBankingPin: 'Dib u deji PIN-ka bangiga mobilka',
  profile: 'Borofayl',
  profileOf: 'Borofaylka {name}',
  resetPinHelp: 'U dir koodh mobilka macmiilka, geli koodhka uu kuu akhriyo iyo koodhkaaga xaqiijinta.',
  resetPinHelpFor:
    '{name} · macmiil {customerId}. U dir koodh mobilka macmiilka, geli koodhka uu kuu akhriyo iyo koodhkaaga xaqiijinta.',
  cancel: 'Jooji',
  resetting: 'Dib ayaa loo dejinayaa...',
  resetPin: 'Dib u deji PIN-ka',
  ownCode: 'Koodhkaaga xaqiijinta',
  ownCodeHint:
    'Koodhka 6-da lambar ah ee hadda ku jira barnaamijkaaga xaqiijinta, si loo hubiyo inaad adigu tahay.',
} satisfies Translation<typeof inquiryText>;
