// Fixtures for the applications area's component tests (only tests import it).
import { P, type applicationsApi, type StoredSession } from '@console/contract';

export const APP_ID = '0a0a0a0a-0000-4000-8000-000000000001';
export const CUSTOMER_ID = '0c0c0c0c-0000-4000-8000-000000000001';
export const OTHER_CUSTOMER_ID = '0c0c0c0c-0000-4000-8000-000000000002';
export const DAHAB_ID = '0d0d0d0d-0000-4000-8000-000000000001';
export const SALAAM_ID = '0d0d0d0d-0000-4000-8000-000000000002';

export function application(
  overrides: Partial<applicationsApi.ApplicationRow> = {},
): applicationsApi.ApplicationRow {
  return {
    id: APP_ID,
    customerId: CUSTOMER_ID,
    customerName: 'Faadumo Cali',
    customerMobile: '+252618800123',
    organizationId: DAHAB_ID,
    organization: 'Dahab Bank',
    type: 'SAV',
    currency: 'USD',
    branchCode: '001',
    status: 'Pending',
    accountNumber: null,
    isShadow: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    createdBy: 'officer',
    rowVersion: 1,
    declineReason: null,
    openingError: null,
    awaitingCore: false,
    ...overrides,
  };
}

export function session(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    userName: 'supervisor',
    userId: '7d0b5a52-8f43-4f5e-9a55-3f2f1f0c1a03',
    userRoles: [],
    permissions: [
      P.ListApplications,
      P.ChangeApplicationStatus,
      P.EditApplication,
      P.AddApplication,
      P.ListCustomers,
    ],
    isSUDO: false,
    tenant: 'DBI',
    resetPassword: false,
    branchCode: '001',
    token: 'token',
    actorName: null,
    language: null,
    ...overrides,
  };
}

export const organizations = [
  {
    id: DAHAB_ID,
    name: 'Dahab Bank',
    supportedAccounts: [
      { id: 'SAV', name: 'Savings', group: 'Personal', currencies: ['USD', 'SOS'] },
      { id: 'CUR', name: 'Current', group: 'Personal', currencies: ['USD', 'SOS', 'EUR'] },
    ],
    supportedLanguages: ['English', 'Somali'],
  },
  {
    id: SALAAM_ID,
    name: 'Salaam Microfinance',
    supportedAccounts: [{ id: 'WAL', name: 'Wallet Savings', group: 'Personal', currencies: ['USD'] }],
    supportedLanguages: ['English'],
  },
];

export const metadata = {
  CustomerRejectionReason: [
    { id: 'Document expired', name: 'Document expired' },
    { id: 'Document missing', name: 'Document missing' },
  ],
  DocumentName: [
    { id: 'Passport', name: 'Passport' },
    { id: 'Proof of Address', name: 'Proof of Address' },
  ],
};
