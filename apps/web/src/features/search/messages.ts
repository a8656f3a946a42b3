import { defineMessages } from '@/lib/i18n';

/** The command palette (Ctrl+K): its button, its input, the groups of its list and its hints. */
export const searchText = defineMessages('search', {
  searchButton: 'Search…',
  goTo: 'Go to',
  description:
    'Type a mobile number, a name, an account number, an id, a code or a user name. Arrow keys choose, Enter opens, Escape closes.',
  inputLabel: 'Search records and screens',
  placeholder: 'Mobile, name, account number, id, code or user name…',
  results: 'Results',
  searching: 'Searching…',
  nothingFound: 'Nothing found.',
  typeToSearch: 'Type to search.',
  resultCount: '{count, plural, one {# result.} other {# results.}}',
  typeAtLeast:
    '{count, plural, one {Type at least # character to search records.} other {Type at least # characters to search records.}}',
  screenPath: '{parent} › {screen}',
  groupRecent: 'Recent',
  groupScreens: 'Screens',
  groupCustomer: 'Customers',
  groupApplication: 'Applications',
  groupBusiness: 'Businesses',
  groupAccount: 'Accounts',
  groupMerchant: 'Merchants',
  groupUser: 'Users',
  typeScreen: 'Screen',
  typeCustomer: 'Customer',
  typeApplication: 'Application',
  typeBusiness: 'Business',
  typeAccount: 'Account',
  typeMerchant: 'Merchant',
  typeUser: 'User',
});
