import { defineMessages } from '@/lib/i18n';

/** The shell around every screen: sidebar, top bar, user menu, view-as banner, a page not found. */
export const layoutText = defineMessages('layout', {
  home: '{product}, home',
  sidebar: 'Sidebar',
  navigation: 'Navigation',
  navigationDescription: 'The main menu of the console.',
  mainMenu: 'Main',
  toggleSidebar: 'Toggle sidebar',
  toggleSidebarHint: 'Toggle sidebar ({shortcut})',
  waiting: 'waiting',
  environment: 'Environment: {name}',
  development: 'Development',
  sandbox: 'Sandbox',
  production: 'Production',
  userMenu: 'User menu: {user}',
  changePassword: 'Change Password',
  logOut: 'Log out',
  language: 'Language',
  viewingAs: 'Viewing as {user} (read-only)',
  signedInAs: ' · signed in as {actor}',
  endViewAs: 'End view-as (log out)',
  noScreenHere: 'There is no screen at this address.',
  somethingWentWrong: 'Something went wrong',
  screenFailed: 'This screen could not be shown. Try again, or go to the home page.',
  tryAgain: 'Try again',
});
