import type { Translation } from '@/lib/i18n';
import type { adminChangeKindText } from '@/lib/admin-change-kind-messages';

export default {
  CreateUser: 'Samee isticmaale',
  ActivateUser: 'Firfircoonee isticmaale',
  SetPassword: 'Deji furaha sirta ah ee isticmaale',
  ResetTwoFactor: 'Dib u deji xaqiijinta laba-tallaabo ee isticmaale',
  AssignRoles: 'U xilsaar doorar',
  AddBranchMapping: 'Isticmaale ku xir laan',
  ChangeBranchMapping: 'Beddel laanta isticmaale',
  CreateRole: 'Samee door',
  EditRole: 'Wax ka beddel door',
  UnlockUser: 'Fur akoon xiran',
  SecurityPolicies: 'Beddel siyaasadaha amniga',
  AllowedNetworks: "Beddel shabakadaha la oggol yahay ee hay'ad",
  MerchantAccess: 'Sii ganacsade gelitaan',
  ScreeningThresholds: 'Beddel xadadka baaritaanka',
  DirectoryMapping: 'Ku xidh koox hage doorar',
  ReviewIntervals: 'Beddel muddooyinka u dhexeeya dib-u-eegista macaamiisha',
  RetentionSchedule: 'Beddel jadwalka haynta',
  LegalHold: 'Xayiraad sharci ku dhig diiwaan',
} satisfies Translation<typeof adminChangeKindText>;
