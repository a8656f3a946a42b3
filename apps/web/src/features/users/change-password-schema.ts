import { z } from 'zod';
import { messages, usersApi } from '@console/contract';
import { longEnough, passwordTooShort } from '@/lib/password-policy';

const { newPassword, repeatNewPassword } = usersApi.changePasswordBody.shape;

/**
 * Spec 2 §5, admin change password: the old password is asked (and required) only in reset
 * mode, i.e. for one's own password; the new one is required and at least the server's minimum in
 * force long; the repeat must match.
 */
export function changePasswordSchema(resetting: boolean, minLength: number) {
  return z
    .object({
      oldPassword: resetting ? z.string().min(1, messages.adminOldPasswordRequired) : z.string().optional(),
      // Empty, it has the spec's own message.
      newPassword: newPassword.refine((v) => longEnough(v, minLength, true), passwordTooShort(minLength)),
      repeatNewPassword,
    })
    .refine((v) => v.newPassword === v.repeatNewPassword, {
      path: ['repeatNewPassword'],
      message: messages.repeatPasswordMismatch,
      // Only once both are filled (an empty one has its own message), whatever else is wrong.
      when: ({ value }) => {
        const v = value as { newPassword?: unknown; repeatNewPassword?: unknown };
        return Boolean(v.newPassword) && Boolean(v.repeatNewPassword);
      },
    });
}
export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordSchema>>;
