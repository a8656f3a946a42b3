/**
 * Value sets the spec leaves to server metadata. Each lookup is a list of `{ id, name }` pairs;
 * the id is what records store.
 */
export interface LookupItem {
  id: string;
  name: string;
}

const items = (...names: string[]): LookupItem[] => names.map((name) => ({ id: name, name }));

/**
 * Customer statuses (the spec leaves the set open). A profile follows its onboarding:
 * `Pending` while its first application is under review, `Approved` once an application was
 * approved or the customer was found verified in the core, `Declined` or `Rejected` when
 * onboarding was refused, `Flagged` while it may duplicate another profile; `Blocked` once a true
 * match on a sanctions list was confirmed (its reason is Sanctioned), for good.
 */
export const customerStatuses = [
  'Pending',
  'Approved',
  'Declined',
  'Rejected',
  'Flagged',
  'Blocked',
] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

/**
 * Business statuses (issue 12): `Pending` or `Flagged` when registered, then `Approved`,
 * `Rejected` (missing documents asked for) or `Declined`; `Completed` once the core opened the
 * business account.
 */
export const businessStatuses = [
  'Pending',
  'Flagged',
  'Approved',
  'Rejected',
  'Declined',
  'Completed',
] as const;
export type BusinessStatus = (typeof businessStatuses)[number];
const businessStatusNames: Record<BusinessStatus, string> = {
  Pending: 'Pending review',
  Flagged: 'Flagged for review',
  Approved: 'Approved',
  Rejected: 'Rejected (documents missing)',
  Declined: 'Declined',
  Completed: 'Completed (account opened)',
};
/** Why a reviewer rejects a business (the BusinessRejectionReason lookup). */
export const businessRejectionReasons = [
  'Document expired',
  'Document unreadable',
  'Document missing',
  'Information does not match',
  'Ownership unclear',
  'Signatory not verified',
] as const;
/** Kinds of business (the profile's `type`). */
export const businessTypes = [
  'Sole Proprietorship',
  'Partnership',
  'Limited Liability Company',
  'Public Company',
  'Cooperative',
  'Non-Profit Organization',
] as const;
/** How a business's signatories sign (the profile's `signatoryType`). */
export const signatoryTypes = ['Sole', 'Any One', 'Any Two', 'All Jointly'] as const;
/** A signatory's ownership (the signatory's `ownershipType`). */
export const ownershipTypes = ['Shareholder', 'Director', 'Partner', 'Authorized Signatory'] as const;
/** A signatory's identity document (the signatory's `idType`). */
export const signatoryIdTypes = ['Passport', 'National ID', 'Driving License'] as const;
/**
 * The languages an organization may offer its customers (its `supportedLanguages`), and so the
 * `language` of a customer or a business.
 */
export const organizationLanguages = ['English', 'Somali', 'Arabic'] as const;
export type OrganizationLanguage = (typeof organizationLanguages)[number];
export const cardRequisitionStatuses = ['Pending', 'Approved', 'Rejected', 'Completed'] as const;

/** Document types; numbers and dates are not asked for the last two. */
export const documentNames = [
  'Passport',
  'National ID',
  'Driving License',
  'Proof of Address',
  'Salary Certificate',
  'Bank Statement',
  'Business Registration',
  'Trade License',
  'Tax Certificate',
  'Memorandum of Association',
  'Photo',
  'Signature',
] as const;
export type DocumentName = (typeof documentNames)[number];
export const documentsWithoutNumber: readonly DocumentName[] = ['Photo', 'Signature'];

export const lookups = {
  CustomerStatus: items(...customerStatuses),
  BusinessStatus: businessStatuses.map((id) => ({ id, name: businessStatusNames[id] })),
  CardRequisitionStatus: items(...cardRequisitionStatuses),
  DocumentName: items(...documentNames),
  CustomerRejectionReason: items(
    'Document expired',
    'Document unreadable',
    'Document missing',
    'Information does not match',
    'Photo unclear',
    'Signature does not match',
  ),
  BusinessRejectionReason: items(...businessRejectionReasons),
  Gender: items('Male', 'Female'),
  EmploymentStatus: items('Employed', 'Self-employed', 'Unemployed', 'Student', 'Retired'),
  SalaryFrequency: items('Monthly', 'Bi-weekly', 'Weekly', 'Annually'),
  Relationship: items('Spouse', 'Child', 'Parent', 'Sibling', 'Relative', 'Other'),
  Title: items('Mr', 'Mrs', 'Ms', 'Dr'),
  // Businesses.
  BusinessType: items(...businessTypes),
  SignatoryType: items(...signatoryTypes),
  OwnershipType: items(...ownershipTypes),
  SignatoryIdType: items(...signatoryIdTypes),
  Language: items(...organizationLanguages),
} as const satisfies Record<string, LookupItem[]>;

export type LookupKey = keyof typeof lookups;
export const lookupKeys = Object.keys(lookups) as LookupKey[];

/** The keys of the metadata map (spec 2 §3). */
export const metadataKeys = [
  'BusinessStatus',
  'CustomerStatus',
  'CustomerRejectionReason',
  'BusinessRejectionReason',
  'DocumentName',
] as const;

/** How long the web keeps metadata in local storage (spec 2 §9). */
export const METADATA_CACHE_MS = 60_000;
