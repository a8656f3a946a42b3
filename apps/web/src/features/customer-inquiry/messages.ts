import { defineMessages } from '@/lib/i18n';

/**
 * Customer Inquiry: the search, verified customers and their menu, existing profiles, Register New
 * Customer, and Reset M-Banking PIN with the staff member's own code (spec 2 §2).
 */
export const inquiryText = defineMessages('customer-inquiry', {
  title: 'Customer Inquiry',
  intro: 'Look a customer up by mobile number in a partner organization.',
  customersList: 'Customers List',
  searchLabel: 'Customer inquiry',
  organization: 'Organization',
  selectOrganization: 'Select an organization',
  mobileNumber: 'Mobile Number',
  searchCustomer: 'Search Customer',
  verifiedCustomers: 'Verified Customers',
  customerImage: 'Customer image',
  customerNumber: 'Customer {customerId}',
  existingProfiles: 'Existing Profiles',
  profilesExist: 'No verified customer in {organization} has this mobile number, but these profiles exist.',
  noCustomerFound: 'No customer found.',
  nobodyWithMobile:
    'Nobody with mobile number {mobile} is a customer of {organization} or has a profile here.',
  registerNewCustomer: 'Register New Customer',
  customerId: 'Customer ID',
  name: 'Name',
  mobile: 'Mobile',
  email: 'Email',
  telephone: 'Telephone',
  status: 'Status',
  actions: 'Actions',
  actionsFor: 'Actions for {name}',
  viewImage: 'View Image',
  showAccounts: 'Show Accounts',
  resetMBankingPin: 'Reset M-Banking PIN',
  profile: 'Profile',
  profileOf: 'Profile of {name}',
  resetPinHelp:
    "Send a code to the customer's mobile, enter the code they read back and your own authenticator code.",
  resetPinHelpFor:
    "{name} · customer {customerId}. Send a code to the customer's mobile, enter the code they read back and your own authenticator code.",
  cancel: 'Cancel',
  resetting: 'Resetting...',
  resetPin: 'Reset PIN',
  ownCode: 'Your authenticator code',
  ownCodeHint: 'The current 6-digit code of your own authenticator app, to confirm it is you.',
});
