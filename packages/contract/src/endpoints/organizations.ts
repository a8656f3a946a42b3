import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { P } from '../permissions.ts';
import { idParams } from './users.ts';

export const accountGroups = ['Personal', 'Business'] as const;

export const supportedAccount = z.object({
  id: z.string(),
  name: z.string(),
  group: z.enum(accountGroups),
  currencies: z.array(z.string()),
});

export const organization = z.object({
  id: z.string(),
  name: z.string(),
  supportedAccounts: z.array(supportedAccount),
  supportedLanguages: z.array(z.string()),
});
export type Organization = z.infer<typeof organization>;

export const branch = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type Branch = z.infer<typeof branch>;

/**
 * Who reads the organizations: their own readers, user administrators (branch mappings), and the
 * readers of the allowed networks, who pick an organization to review its list. Note: the
 * security officer holds no organization.list; the answer stays within the caller's organizations.
 */
const organizationReaders = [P.ListOrganizations, P.RegisterUser, P.ViewSessions, P.EditAllowedNetworks];

export const listOrganizations = endpoint({
  method: 'GET',
  path: 'Organizations',
  summary: 'Partner organizations with the account types, currencies and languages they support.',
  description:
    'accGroup=Personal keeps the organizations that offer personal accounts, and only those account types. ' +
    'The readers of the allowed networks (security.view_sessions, security.edit_networks) may read it too, to ' +
    'choose the organization whose list they review; every caller sees only their own organizations.',
  tags: ['Organizations'],
  access: requires(organizationReaders),
  query: z.object({ accGroup: z.enum(accountGroups).optional() }),
  response: z.array(organization),
  success: 200,
});

export const organizationBranches = endpoint({
  method: 'GET',
  path: 'Organizations/:id/Branches',
  summary: "An organization's branches.",
  tags: ['Organizations'],
  access: requires([P.ListOrganizations, P.RegisterUser]),
  params: idParams,
  response: z.array(branch),
  success: 200,
});
