import type { z } from 'zod';
import { businessesApi } from '@console/contract';

/** The registration form is the contract's body: the server and the form say the same words. */
export const registerSchema = businessesApi.registerBusinessBody;
export type RegisterValues = z.input<typeof registerSchema>;
export type RegisterOutput = z.output<typeof registerSchema>;
type SignatoryValues = RegisterValues['signatories'][number];

export const blankSignatory = (): SignatoryValues => ({
  name: '',
  nationality: '',
  dateOfBirth: '',
  countryOfBirth: '',
  mobileNumber: '',
  email: '',
  ownershipType: '' as SignatoryValues['ownershipType'],
  ownershipPercentage: '',
  idType: '' as SignatoryValues['idType'],
  idNumber: '',
  idExpiryDate: '',
  visaExpiryDate: '',
  notes: '',
});

export const emptyRegistration = (
  organizationId: string,
  name: string,
  branchCode: string,
): RegisterValues => ({
  organizationId,
  accountType: '',
  currency: '',
  branchCode,
  name,
  registrationNumber: '',
  registrationDate: '',
  type: '' as RegisterValues['type'],
  email: '',
  address: '',
  city: '',
  country: '',
  contactPersonName: '',
  contactPersonEmail: '',
  contactPersonPhone: '',
  countriesTradedWith: [],
  capitalInvested: '',
  noOfEmployees: undefined,
  monthlyTurnover: '',
  annualTurnover: '',
  language: '',
  signatoryType: '' as RegisterValues['signatoryType'],
  signatoryNotes: '',
  signatories: [blankSignatory()],
});

/** The fields each step checks before the next one opens. */
export const stepFields = {
  business: [
    'name',
    'registrationNumber',
    'registrationDate',
    'type',
    'email',
    'address',
    'city',
    'country',
    'contactPersonName',
    'contactPersonEmail',
    'contactPersonPhone',
    'countriesTradedWith',
    'capitalInvested',
    'noOfEmployees',
    'monthlyTurnover',
    'annualTurnover',
    'signatoryType',
    'signatoryNotes',
  ],
  signatories: ['signatories'],
  account: ['organizationId', 'accountType', 'currency', 'language'],
} as const satisfies Record<string, readonly (keyof RegisterValues)[]>;
