import type { z } from 'zod';
import { usersApi } from '@console/contract';

/** Create: the contract's body, with its messages (Username/Password/Phone is required). */
export const createUserSchema = usersApi.createUserBody;
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserOutput = z.output<typeof createUserSchema>;

/** Edit: phone and email; the user name is shown but not editable, rowVersion comes from the row. */
export const editUserSchema = usersApi.updateUserBody.omit({ rowVersion: true });
export type EditUserInput = z.input<typeof editUserSchema>;
export type EditUserOutput = z.output<typeof editUserSchema>;
