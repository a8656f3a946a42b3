import { messages } from '@console/contract/core';
import { alertError } from './alert';
import { toast } from './toast';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function serverMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
}

/** Every message of a validation answer, in field order; empty when there is no errors map. */
export function validationMessages(body: unknown): string[] {
  if (!isRecord(body) || !isRecord(body.errors)) return [];
  return Object.values(body.errors).flatMap((list) =>
    Array.isArray(list)
      ? list.filter((m): m is string => typeof m === 'string')
      : typeof list === 'string'
        ? [list]
        : [],
  );
}

export interface ErrorReportHooks {
  /** A 401 with no body: the session is gone, so sign out and go to sign-in. */
  onUnauthorized: () => void;
}

/**
 * The global error catalogue of spec 1 §8, in one place. Shows the message and returns its text.
 * `body` is undefined when the answer had no body.
 */
export function reportHttpError(status: number, body: unknown, hooks: ErrorReportHooks): string {
  const server = serverMessage(body);
  if (status === 401) {
    const text = server ?? messages.sessionExpired;
    toast.error(text);
    if (body === undefined) hooks.onUnauthorized();
    return text;
  }
  if (status === 400) {
    const list = validationMessages(body);
    if (list.length > 0) {
      toast.list(list, { position: 'top-right' });
      return list.join('\n');
    }
    return show(server ?? messages.unprecedented);
  }
  if (status === 403) return show(messages.forbidden);
  if (status === 404) return show(messages.notFound);
  if (status === 409) return show(server ?? messages.conflict, messages.conflictTitle);
  if (status === 429) return show(server ?? messages.tooManyAttempts);
  if (status === 503) return show(server ?? messages.unavailable, messages.unavailableTitle);
  // Note: other 5xx never show server text, which could leak internals.
  if (status >= 500) return show(messages.unprecedented, messages.oopsTitle);
  return show(server ?? messages.unprecedented);
}

function show(text: string, title?: string): string {
  toast.error(text, title ? { title } : undefined);
  return text;
}

/** What a request that was not sent, its session being over on the page, says (nothing shown). */
export const sessionExpiredText = (): string => messages.sessionExpired;

/** Network failure, no answer at all. */
export function reportUnreachable(): string {
  alertError(messages.unreachable);
  return messages.unreachable;
}
