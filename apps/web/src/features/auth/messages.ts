import { defineMessages } from '@/lib/i18n';

/** The sign-in and password screens (spec 1 §2, §4, §5). */
export const authText = defineMessages('auth', {
  signIn: 'Sign in',
  userName: 'Username',
  password: 'Password',
  token: 'Token',
  login: 'Login',
  loading: 'Loading...',
  chooseNewPassword: 'Choose a new password',
  changePassword: 'Change password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirm: 'Confirm',
  resetPassword: 'Reset Password',
  logOut: 'Log out',
  cancel: 'Cancel',
  setUpTwoFactor: 'Set up Two-Factor Authentication',
  setUpTwoFactorHelp:
    'Scan the QR code with your authenticator app, or enter the key by hand, then type the 6-character code it shows.',
  qrCode: 'QR code for your authenticator app',
  manualEntryKey: 'Key for manual entry',
  authenticationCode: 'Authentication code',
  completeProcess: 'Complete Process',
});
