import type { z } from 'zod';
import { rolesApi } from '@console/contract';

/**
 * The contract's body with its messages: Role name is required, Description is required, A role
 * must have at least one permission. On edit the name is kept as read, so it passes too.
 */
export const roleFormSchema = rolesApi.createRoleBody;
export type RoleFormInput = z.input<typeof roleFormSchema>;
export type RoleFormOutput = z.output<typeof roleFormSchema>;
