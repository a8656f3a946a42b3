import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the messages of a 400 `{ errors }` answer under the fields they name (the API client has
 * already listed them in a toast); e.g. the password policy or a wrong OTP.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  const body = error.body as { errors?: Record<string, unknown> } | undefined;
  for (const [name, list] of Object.entries(body?.errors ?? {})) {
    const field = fields.find((f) => f === name);
    const message = Array.isArray(list) ? list.find((m): m is string => typeof m === 'string') : undefined;
    if (field && message) setError(field, { type: 'server', message });
  }
}
