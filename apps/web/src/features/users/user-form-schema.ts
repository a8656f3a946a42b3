import { z } from 'zod';
import { usersApi } from '@console/contract';

/** Create: the contract's body, with its messages (Username/Password/Phone is required). */
export const createUserSchema = usersApi.createUserBody;
export type UserFormInput = z.input<typeof createUserSchema>;
export type UserFormOutput = z.output<typeof createUserSchema>;

/**
 * Edit: the update body's rules (phone and email). The username is shown but fixed, and the
 * password and roles have dialogs of their own: they pass unchecked and are not sent.
 */
export const editUserSchema: z.ZodType<UserFormOutput, UserFormInput> = usersApi.updateUserBody
  .omit({ rowVersion: true })
  .extend({ userName: z.string(), password: z.string(), roles: z.array(z.string()).default([]) });
