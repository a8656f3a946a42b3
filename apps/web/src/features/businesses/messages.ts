import { defineMessages } from '@/lib/i18n';

/** The businesses list and the business inquiry (spec 2 §2). */
export const businessesText = defineMessages('businesses', {
  businesses: 'Businesses',
  businessesIntro: 'Businesses registered for an account, and their review.',
  businessInquiry: 'Business Inquiry',
  inquiryIntro: 'Look a business up by name in a partner organization.',
  inquiryForm: 'Business inquiry',
  search: 'Search',
  selectOrganization: 'Select an organization',
  organization: 'Organization',
  name: 'Name',
  businessName: 'Business Name',
  registrationNumber: 'Registration Number',
  accountType: 'Account Type',
  currency: 'Currency',
  branchCode: 'Branch Code',
  email: 'Email',
  status: 'Status',
  documents: 'Documents',
  createdBy: 'Created By',
  createdAt: 'Created At',
  sortCreatedAt: 'Created at',
  profile: 'Profile',
  profileOf: 'Profile of {name}',
});
