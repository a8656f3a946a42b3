import { defineMessages } from './i18n';

/** The frame around every screen: theme and language switches, the page not found. */
export const shellText = defineMessages('shell', {
  theme: 'Theme: {theme}',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  language: 'Language: {language}',
  pageNotFound: 'Page not found',
  close: 'Close',
  ok: 'OK',
  toast: 'Notification',
  toastsLabel: 'Notifications ({hotkey})',
  validationLabel: 'Validation messages ({hotkey})',
  goHome: 'Go to the home page',
});
