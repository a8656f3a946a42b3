// Fixtures for the businesses area's component tests (only tests import it).
import type { businessesApi } from '@console/contract';

export const BUSINESS_ID = '0b0b0b0b-0000-4000-8000-000000000001';
export const ORGANIZATION_ID = '0d0d0d0d-0000-4000-8000-000000000001';
export const OWNER_ID = '0c0c0c0c-0000-4000-8000-000000000001';

/** A business under review, as much of it as a decision reads. */
export const pendingBusiness = {
  id: BUSINESS_ID,
  name: 'Horn Traders',
  status: 'Pending',
  rowVersion: 3,
  openingError: null,
  awaitingCore: false,
} as businessesApi.Business;

export const businessRow: businessesApi.BusinessRow = {
  id: BUSINESS_ID,
  organizationId: ORGANIZATION_ID,
  orgName: 'Dahab Bank',
  name: 'Horn Traders',
  registrationNumber: 'REG-001',
  registrationNo: 'REG-001',
  accountType: 'BUS',
  currency: 'USD',
  branchCode: '001',
  email: 'info@horn.example',
  status: 'Pending',
  documents: 3,
  accountNumber: null,
  createdAt: '2026-10-01T08:30:00.000Z',
  createdBy: 'officer',
  rowVersion: 1,
};

/** Its one signatory, without the count of documents the server adds. */
export const owner: Omit<businessesApi.Signatory, 'documents'> = {
  id: OWNER_ID,
  businessId: BUSINESS_ID,
  name: 'Hodan Warsame',
  nationality: 'SO',
  dateOfBirth: '1980-02-03',
  countryOfBirth: null,
  mobileNumber: '+252615551234',
  email: null,
  ownershipType: 'Shareholder',
  ownershipPercentage: '50.00',
  idType: 'Passport',
  idNumber: 'P1',
  idExpiryDate: '2031-01-01',
  visaExpiryDate: null,
  notes: null,
};

/** The business as its profile reads it (the fields a test looks at). */
export const businessRecord = {
  ...businessRow,
  registrationDate: '2015-01-01',
  type: 'Partnership',
  countriesTradedWith: [],
  capitalInvested: '250000.5',
  declineReason: null,
  openingError: null,
  awaitingCore: false,
};
