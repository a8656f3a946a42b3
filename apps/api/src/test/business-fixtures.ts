import { DEMO_CORE } from '../core-banking/sandbox/index.ts';

const org = DEMO_CORE.org.id;

let serial = 0;

/** A signatory as the registration form sends it, with an ID number of its own. */
export const signatory = (over: object = {}) => ({
  name: 'Hodan Warsame',
  nationality: 'SO',
  dateOfBirth: '1980-02-03',
  mobileNumber: '+252615551234',
  ownershipType: 'Shareholder',
  ownershipPercentage: 50,
  idType: 'Passport',
  idNumber: `P${++serial}${Date.now() % 1000}`,
  idExpiryDate: '2031-01-01',
  ...over,
});
/** A registration of a business with two signatories, in `organizationId`. */
export const registration = (over: object = {}) => ({
  organizationId: org,
  accountType: 'BUS',
  currency: 'USD',
  name: `Horn Traders ${++serial}`,
  registrationNumber: `REG-${serial}-${Math.floor(Math.random() * 1e6)}`,
  registrationDate: '2015-06-01',
  type: 'Limited Liability Company',
  email: 'info@horn.example',
  address: 'Maka Al Mukarama Road 12',
  city: 'Mogadishu',
  country: 'SO',
  contactPersonName: 'Ayaan Ali',
  contactPersonPhone: '+252615557777',
  countriesTradedWith: ['KE', 'AE'],
  capitalInvested: '250000.50',
  noOfEmployees: 12,
  monthlyTurnover: '40000',
  annualTurnover: '480000.00',
  language: 'Somali',
  signatoryType: 'Any Two',
  signatories: [signatory(), signatory({ name: 'Abdi Nur', ownershipPercentage: 50 })],
  ...over,
});
