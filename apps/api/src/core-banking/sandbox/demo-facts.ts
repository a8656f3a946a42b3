import { seedId } from '../../platform/seed-id.ts';

const dahab = { id: seedId('org:Dahab Bank'), name: 'Dahab Bank' };
const salaam = { id: seedId('org:Salaam Microfinance'), name: 'Salaam Microfinance' };

/** Facts of the seeded sandbox core that tests and demos rely on (see seed-data.ts). */
export const DEMO_CORE = {
  org: dahab,
  otherOrg: salaam,
  /** One verified customer, two accounts, DahabPlus user DP100001 with two pending OTPs. */
  onePhone: '+252615550001',
  oneCustomerId: 'C0001001',
  oneCustomerName: 'Amina Hassan Ali',
  mbankingUserId: 'DP100001',
  /** Savings USD linked to DahabPlus, with two physical cards. */
  accountWithCards: '0010000001',
  accountWithCardsCount: 2,
  /** Two verified customers share this phone. */
  twoPhone: '+252615550002',
  twoCustomerIds: ['C0001002', 'C0001003'],
  /** No customer in any organization. */
  nonePhone: '+252615559999',
  /** DahabPlus user DP100003, blocked, with one pending OTP. */
  blockedPhone: '+252615550004',
  blockedCustomerId: 'C0001004',
  blockedUserId: 'DP100003',
  /** A verified customer without a DahabPlus user. */
  noMbankingCustomerId: 'C0001003',
  /** A customer the core has no photo of. */
  noPhotoCustomerId: 'C0001008',
  /** A Salaam Microfinance customer with DahabPlus user DP200001. */
  otherOrgPhone: '+252615550101',
  otherOrgCustomerId: 'C0002001',
} as const;
