import { fillMessage, messages } from '@console/contract/core';
import { z } from 'zod';

const SPEC_MIN_LENGTH = 6;

/**
 * Spec 1 §5: the forced password-reset screen's own rules, then the minimum the server is
 * configured with (GET System/Info) in the server's own words, so the form says it before sending.
 * The server's other rules (common passwords) still come back from the server.
 */
export function resetPasswordSchema(serverMinLength = 0) {
  return z
    .object({
      oldPassword: z.string().min(1, messages.oldPasswordRequired),
      newPassword: z
        .string()
        .min(SPEC_MIN_LENGTH, messages.passwordMinLength)
        .max(256)
        // Counted in characters, as the server counts them; under 6 the spec's message says it.
        .refine(
          (v) => v.length < SPEC_MIN_LENGTH || [...v].length >= serverMinLength,
          fillMessage(messages.passwordTooShort, { count: String(serverMinLength) }),
        ),
      confirm: z.string(),
    })
    .refine((v) => v.confirm === v.newPassword, { path: ['confirm'], message: messages.passwordsDoNotMatch });
}

export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;
