/** Application statuses (spec 2 §4). */
export const applicationStatuses = [
  'Draft',
  'Pending',
  'Approved',
  'Declined',
  'Completed',
  'Flagged',
  'Rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Statuses offered in the applications list filter. */
export const applicationFilterStatuses = [
  'Draft',
  'Pending',
  'Approved',
  'Declined',
  'Completed',
  'Flagged',
] as const;

/** Badge colour names; the web maps each onto its theme's classes. */
export type BadgeTone = 'slate' | 'amber' | 'green' | 'red' | 'blue' | 'orange' | 'rose' | 'gray';

/** Status badges are coloured (spec 1 §9); anything else shows as Unknown. */
export const statusTones = {
  Draft: 'slate',
  Pending: 'amber',
  Approved: 'green',
  Declined: 'red',
  Completed: 'blue',
  Flagged: 'orange',
  Rejected: 'rose',
  Unknown: 'gray',
} as const satisfies Record<string, BadgeTone>;

export type ToneStatus = keyof typeof statusTones;

export function statusTone(status: string | null | undefined): BadgeTone {
  return status && status in statusTones ? statusTones[status as ToneStatus] : statusTones.Unknown;
}

/** Tenants (spec 1 §1): any code other than DBI is treated as the other bank. */
export const tenants = ['DBI', 'EAB'] as const;
export type Tenant = (typeof tenants)[number];
export const normalizeTenant = (code: string | null | undefined): Tenant => (code === 'DBI' ? 'DBI' : 'EAB');

/** The status filter of the users list: an account is active or not. */
export const userStatusFilter = ['Active', 'Inactive'] as const;
