import { messages } from '@console/contract/core';
import { z } from 'zod';

/** Spec 1 §5: the forced password-reset screen's own rules; the server adds its policy. */
export const resetPasswordSchema = z
  .object({
    oldPassword: z.string().min(1, messages.oldPasswordRequired),
    newPassword: z.string().min(6, messages.passwordMinLength).max(256),
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.newPassword, { path: ['confirm'], message: messages.passwordsDoNotMatch });

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
