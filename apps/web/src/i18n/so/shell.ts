import type { Translation } from '@/lib/i18n';
import type { shellText } from '@/lib/shell-messages';

export default {
  theme: 'Muuqaalka: {theme}',
  themeLight: 'Iftiin',
  themeDark: 'Mugdi',
  themeSystem: 'Sida nidaamka',
  language: 'Luqadda: {language}',
  pageNotFound: 'Bogga lama helin',
  close: 'Xir',
  ok: 'Hagaag',
  toast: 'Ogeysiis',
  toastsLabel: 'Ogeysiisyada ({hotkey})',
  validationLabel: 'Fariimaha hubinta ({hotkey})',
  goHome: 'U gudub bogga hore',
} satisfies Translation<typeof shellText>;
