import { messages } from '@console/contract/core';
import { z } from 'zod';
import { longEnough, passwordTooShort } from '@/lib/password-policy';

/**
 * Spec 1 §5, the forced password-reset screen: its rules in its words, the new password's length
 * being the minimum the server enforces now (`Password must be at least {count} characters.`), so
 * the form says before sending what the server would answer. The server's other rules (common
 * passwords) still come back from the server.
 */
export function resetPasswordSchema(minLength: number) {
  return z
    .object({
      oldPassword: z.string().min(1, messages.oldPasswordRequired),
      newPassword: z
        .string()
        .max(256)
        .refine((v) => longEnough(v, minLength), passwordTooShort(minLength)),
      confirm: z.string(),
    })
    .refine((v) => v.confirm === v.newPassword, { path: ['confirm'], message: messages.passwordsDoNotMatch });
}

export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;
