import type { Translation } from '@/lib/i18n';
import type { layoutText } from '@/components/layout/messages';

export default {
  home: '{product}, bogga hore',
  sidebar: 'Liiska dhinaca',
  navigation: 'Hagaha',
  navigationDescription: 'Liiska guud ee nidaamka.',
  mainMenu: 'Liiska guud',
  toggleSidebar: 'Fur ama yaree liiska dhinaca',
  toggleSidebarHint: 'Fur ama yaree liiska dhinaca ({shortcut})',
  waiting: 'sugaya',
  environment: 'Deegaanka: {name}',
  development: 'Horumarin',
  sandbox: 'Tijaabo',
  production: 'Wax soo saar',
  userMenu: 'Liiska isticmaalaha: {user}',
  changePassword: 'Beddel furaha sirta ah',
  logOut: 'Ka bax',
  language: 'Luqadda',
  viewingAs: 'Waxaad u eegaysaa sidii {user} (akhris keliya)',
  signedInAs: ' · waxaad ku soo gashay {actor}',
  endViewAs: 'Dhammee u eegista (ka bax)',
  noScreenHere: 'Cinwaankan shaashad kuma jirto.',
  somethingWentWrong: 'Wax baa qaldamay',
  screenFailed: 'Shaashaddan lama muujin karin. Isku day mar kale, ama u gudub bogga hore.',
  tryAgain: 'Isku day mar kale',
} satisfies Translation<typeof layoutText>;
