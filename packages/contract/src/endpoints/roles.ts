import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { baseRecord, paged, pagingQuery, sortQuery } from '../paging.ts';
import { P, allPermissions, isPermission } from '../permissions.ts';
import { idParams, rowVersion } from './users.ts';
import { filterText, multiLine, requiredText, singleLine } from '../text.ts';
import { adminChange } from './admin-changes.ts';

export const role = z.object({
  ...baseRecord,
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
  /** The change of this role waiting for a second person's approval, if any. */
  pendingChangeId: z.string().nullable(),
});
export type Role = z.infer<typeof role>;

// The enum is for the document: the refinement keeps the catalogue's own message for an unknown name.
const permissions = z
  .array(singleLine().refine(isPermission, messages.unknownPermission).meta({ enum: allPermissions }), {
    error: messages.roleNeedsPermission,
  })
  .min(1, messages.roleNeedsPermission)
  .max(200);
const description = multiLine({ error: messages.descriptionRequired })
  .trim()
  .min(1, messages.descriptionRequired)
  .max(500);

export const createRoleBody = z.object({
  name: requiredText(messages.roleNameRequired, 100),
  description,
  permissions,
});
export const updateRoleBody = z.object({ description, permissions, rowVersion });

export const listRoles = endpoint({
  method: 'GET',
  path: 'Roles',
  summary: 'Roles, paged.',
  tags: ['Roles'],
  access: requires(P.ListRoles),
  query: z.object({
    ...pagingQuery,
    name: filterText(100),
    sort: sortQuery(['name', 'createdAt']),
  }),
  response: paged(role),
  success: 200,
});

export const createRole = endpoint({
  method: 'POST',
  path: 'Roles',
  summary: 'Asks to create a role.',
  description: 'Sent for approval (202 with the pending change): created when a second person approves it.',
  tags: ['Roles'],
  access: requires(P.CreateRole),
  body: createRoleBody,
  response: adminChange,
  // 409: the role name is taken.
  errors: [409],
  success: 202,
});

export const updateRole = endpoint({
  method: 'PUT',
  path: 'Roles/:id',
  summary: "Asks to edit a role's description and permissions (not its name).",
  description:
    "Sent for approval (202 with the pending change). On approval its users' sessions end, so the new " +
    'permissions apply from their next sign-in, not before. A stale rowVersion answers 409.',
  tags: ['Roles'],
  access: requires(P.EditRole),
  params: idParams,
  body: updateRoleBody,
  response: adminChange,
  success: 202,
});

export const deleteRole = endpoint({
  method: 'DELETE',
  path: 'Roles/:id',
  summary: "Removes a role from everyone who holds it, then deletes it; those users' sessions end.",
  tags: ['Roles'],
  access: requires(P.RemoveRole),
  params: idParams,
  success: 204,
});

export const roleLookup = endpoint({
  method: 'GET',
  path: 'Roles/Lookup',
  summary: 'Role names for pickers.',
  tags: ['Roles'],
  access: requires([P.ListRoles, P.ManageUserRoles, P.RegisterUser]),
  response: z.array(z.object({ id: z.string(), name: z.string() })),
  success: 200,
});

export const permissionGroupsEndpoint = endpoint({
  method: 'GET',
  path: 'Permissions',
  summary: 'The permission catalogue in groups, for the Roles screen.',
  tags: ['Roles'],
  access: requires([P.ListRoles, P.CreateRole, P.EditRole]),
  response: z.array(
    z.object({ title: z.string(), permissions: z.array(z.object({ value: z.string(), title: z.string() })) }),
  ),
  success: 200,
});
