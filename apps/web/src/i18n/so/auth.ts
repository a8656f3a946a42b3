import type { Translation } from '@/lib/i18n';
import type { authText } from '@/features/auth/messages';

export default {
  signIn: 'Soo gal',
  userName: 'Magaca isticmaalaha',
  password: 'Furaha sirta ah',
  token: 'Koodhka',
  login: 'Gal',
  loading: 'Waa la rarayaa...',
  chooseNewPassword: 'Dooro furo sir ah oo cusub',
  changePassword: 'Beddel furaha sirta ah',
  oldPassword: 'Furaha sirta ah ee hore',
  newPassword: 'Furaha sirta ah ee cusub',
  confirm: 'Xaqiiji',
  resetPassword: 'Dib u deji furaha sirta ah',
  logOut: 'Ka bax',
  cancel: 'Jooji',
  setUpTwoFactor: 'Diyaari xaqiijinta laba-tallaabo',
  setUpTwoFactorHelp:
    'Ku sawir koodhka QR-ka barnaamijka xaqiijinta, ama gacanta ku geli furaha, kadibna qor koodhka 6-da xaraf ah ee uu muujiyo.',
  qrCode: 'Koodhka QR-ka ee barnaamijka xaqiijinta',
  manualEntryKey: 'Furaha gacanta lagu geliyo',
  authenticationCode: 'Koodhka xaqiijinta',
  completeProcess: 'Dhammaystir',
} satisfies Translation<typeof authText>;
