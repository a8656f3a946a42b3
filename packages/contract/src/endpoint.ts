import type { z } from 'zod';
import type { Permission, PermissionMode } from './permissions.ts';

/** Every path below is relative to this base (spec 1 §7). */
export const API_BASE = '/api/api/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in user, or a holder of one of the permissions.
 * Deny by default: there is no way to declare an endpoint without saying which.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; permission: Permission | readonly Permission[]; mode?: PermissionMode };

export const publicAccess = { kind: 'public' } as const;
export const signedIn = { kind: 'authenticated' } as const;
export const requires = (permission: Permission | readonly Permission[], mode?: PermissionMode) =>
  ({ kind: 'permission', permission, ...(mode ? { mode } : {}) }) as const;

export type SuccessStatus = 200 | 201 | 202 | 204;

/** The error statuses of spec 1 §8 (500 is never an answer a client should plan for). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** One API operation, declared once and used by both the server and the web client. */
export interface EndpointConfig {
  method: HttpMethod;
  /** Relative to {@link API_BASE}, with `:name` path parameters, e.g. `Customers/:id`. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of the success answer; absent for 204 and for file answers. */
  response?: z.ZodType;
  /** Further answers that are not errors, keyed by status (e.g. 202 and 203 of sign-in). */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
  success: SuccessStatus;
  /**
   * `multipart` bodies carry files; `form` bodies are `application/x-www-form-urlencoded` (what an
   * OpenID provider posts); `blob` answers are raw bytes with their content type.
   */
  bodyKind?: 'json' | 'multipart' | 'form';
  responseKind?: 'json' | 'blob';
  /** Allowed in a read-only (view-as) session although it is not a GET. */
  allowWhileViewingAs?: boolean;
  /** A GET that stores something (a reserved code): refused in a read-only (view-as) session. */
  reserves?: boolean;
  /** Open to a user who must change their password first (everything else is refused). */
  allowDuringReset?: boolean;
  /** Exists only when the sandbox core is in use. */
  sandboxOnly?: boolean;
  /** The operation's name in the OpenAPI document when its export name is taken in another area. */
  operationId?: string;
  /** Calls the bank's core systems: 503 when they do not answer. */
  reachesCore?: boolean;
  /**
   * Error statuses that do not follow from the rest of the declaration (see `errorStatuses`):
   * 409 for a duplicate, 429 for a rate limit, 401 of a public sign-in.
   */
  errors?: readonly ErrorStatus[];
}

export const endpoint = <const E extends EndpointConfig>(config: E): E => config;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export type EndpointParams<E extends EndpointConfig> = Out<E['params']>;
export type EndpointQuery<E extends EndpointConfig> = Out<E['query']>;
export type EndpointBody<E extends EndpointConfig> = Out<E['body']>;
export type EndpointResponse<E extends EndpointConfig> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : undefined;

/** What a client sends: schema inputs, so defaults may be left out. */
export interface EndpointInput<E extends EndpointConfig> {
  params: In<E['params']>;
  query: In<E['query']>;
  body: In<E['body']>;
}

/** Fills the `:name` parameters of a path; values are URI-encoded. */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name}`);
    const text =
      typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
    return encodeURIComponent(text);
  });
}
