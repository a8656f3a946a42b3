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
 * onboarding was refused, `Flagged` while it may duplicate another profile.
 */
export const customerStatuses = ['Pending', 'Approved', 'Declined', 'Rejected', 'Flagged'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const businessStatuses = ['Draft', 'Pending', 'Approved', 'Declined', 'Rejected'] as const;
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
  BusinessStatus: items(...businessStatuses),
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
  BusinessRejectionReason: items(
    'Document expired',
    'Document unreadable',
    'Document missing',
    'Information does not match',
    'Ownership unclear',
    'Signatory not verified',
  ),
  Gender: items('Male', 'Female'),
  EmploymentStatus: items('Employed', 'Self-employed', 'Unemployed', 'Student', 'Retired'),
  SalaryFrequency: items('Monthly', 'Bi-weekly', 'Weekly', 'Annually'),
  Relationship: items('Spouse', 'Child', 'Parent', 'Sibling', 'Relative', 'Other'),
  Title: items('Mr', 'Mrs', 'Ms', 'Dr'),
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
