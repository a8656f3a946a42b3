import { z } from 'zod';
import type { EndpointConfig, ErrorStatus } from './endpoint.ts';

/** 400 of a validation: every refused field with its messages (spec 1 §8). */
export const fieldErrorsAnswer = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});

/** Every other error answer: one message from the contract's catalogue. */
export const messageAnswer = z.object({ message: z.string() });

/** The field names of an object schema (refined objects included); none for any other schema. */
const fieldsOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** A path parameter, or a field that names a stored record by its id: the record may not exist. */
const namesRecord = (e: EndpointConfig) =>
  e.path.includes(':') ||
  [...fieldsOf(e.query), ...fieldsOf(e.body)].some((f) => f === 'id' || f.endsWith('Id'));

/**
 * Whether the permission guard can refuse a signed-in caller: a missing permission, a change in a
 * read-only (view-as) session, or anything but the allowed calls while a password must change.
 */
const guardCanRefuse = (e: EndpointConfig) =>
  e.access.kind === 'permission' ||
  (e.method !== 'GET' && e.allowWhileViewingAs !== true) ||
  e.allowDuringReset !== true;

/**
 * The error statuses an endpoint can answer, derived from its declaration so the OpenAPI
 * document and the server's behaviour have one source:
 * - 400 everywhere: unknown query fields are refused on every route, and bodies are validated;
 * - 401 and 403 where the guard applies (see above);
 * - 404 where a path parameter or an id field names a record;
 * - 409 where a rowVersion guards the change;
 * - 413 and 415 wherever a body is read (its size and media type);
 * - 503 where the bank's core is reached;
 * - and whatever the endpoint lists in `errors`.
 */
export function errorStatuses(e: EndpointConfig): ErrorStatus[] {
  const signedIn = e.access.kind !== 'public';
  const found = new Set<ErrorStatus>([400, ...(e.errors ?? [])]);
  if (signedIn) found.add(401);
  if (signedIn && guardCanRefuse(e)) found.add(403);
  if (namesRecord(e)) found.add(404);
  if ([...fieldsOf(e.params), ...fieldsOf(e.body)].includes('rowVersion')) found.add(409);
  if (e.body) {
    found.add(413);
    found.add(415);
  }
  if (e.reachesCore) found.add(503);
  return [...found].sort((a, b) => a - b);
}
