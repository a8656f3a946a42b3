import { z } from 'zod';
import { usersApi } from '@console/contract';
import { longEnough, passwordTooShort } from '@/lib/password-policy';

const { password } = usersApi.createUserBody.shape;

/**
 * Create: the contract's body, with its messages (Username/Password/Phone is required), the
 * password at least the server's minimum in force long.
 */
export const createUserSchema = (minLength: number) =>
  usersApi.createUserBody.extend({
    // Empty, it has the spec's own message.
    password: password.refine((v) => longEnough(v, minLength, true), passwordTooShort(minLength)),
  });
export type UserFormInput = z.input<typeof usersApi.createUserBody>;
export type UserFormOutput = z.output<typeof usersApi.createUserBody>;

/**
 * Edit: the update body's rules (phone and email). The username is shown but fixed, and the
 * password and roles have dialogs of their own: they pass unchecked and are not sent.
 */
export const editUserSchema: z.ZodType<UserFormOutput, UserFormInput> = usersApi.updateUserBody
  .omit({ rowVersion: true })
  .extend({ userName: z.string(), password: z.string(), roles: z.array(z.string()).default([]) });
