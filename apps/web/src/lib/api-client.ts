import type { EndpointConfig, EndpointInput, EndpointResponse } from '@console/contract/core';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { endpointUrl } from './api-url';
import { toast } from './toast';
import {
  accepted,
  forgetRefusals,
  markEnded,
  probeOf,
  refusalOf,
  refuse,
  sendingWith,
  sessionEnded,
} from './token-refusals';

export { ApiError } from './api-error';

// The error catalogue (spec 1 §8) and its alerts load with the first failure, not with the
// sign-in page.
const errorReports = () => import('./api-errors');
// The message catalogue grows with every area; the sign-in page needs none of it to paint.
const messageCatalogue = () => import('@console/contract/messages');

type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;
/** After a 401 to the token sent: the token that has replaced it meanwhile, or null when none has. */
type TokenSuccessor = (sent: string) => Promise<string | null>;
let tokenProvider: TokenProvider | null = null;
let tokenSuccessor: TokenSuccessor | null = null;
let unauthorizedHandler: (() => void) | null = null;

/**
 * The session module registers where the bearer token comes from and, since a renewal makes the
 * server refuse the token it replaced, how to find the token that replaced one.
 */
export function setTokenProvider(
  provider: TokenProvider | null,
  successor: TokenSuccessor | null = null,
): void {
  tokenProvider = provider;
  tokenSuccessor = successor;
  forgetRefusals();
}

/** Called on a 401 without a body: clear the session and go to sign-in with a returnUrl. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

// A part the endpoint does not declare may be left out; so may one whose fields are all optional.
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : Partial<T> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

export type ApiOptions<E extends EndpointConfig> = Part<'params', EndpointInput<E>['params']> &
  Part<'query', EndpointInput<E>['query']> &
  Part<'body', EndpointInput<E>['body'] | (E extends { bodyKind: 'multipart' } ? FormData : never)> & {
    /** Suppress the success toast of a 201 or 204 (spec 1 §7). */
    quiet?: boolean;
    signal?: AbortSignal;
    /** For file answers: each part of the body as it arrives, with the answer's headers (progress). */
    onChunk?: (part: Uint8Array, headers: Headers) => void;
    /** This token rather than the session's, and its 401 is final: the renewal of that token. */
    bearer?: string;
  };

type ApiArgs<E extends EndpointConfig> =
  Partial<ApiOptions<E>> extends ApiOptions<E> ? [options?: ApiOptions<E>] : [options: ApiOptions<E>];

/** What a successful call gives: the declared response, or a Blob for file answers. */
export type ApiResponse<E extends EndpointConfig> = E extends { responseKind: 'blob' }
  ? Blob
  : EndpointResponse<E>;

/** Answers such as sign-in's 202 and 203 that are neither the main success nor an error. */
export type ApiOtherResponse<E extends EndpointConfig> = E extends { otherResponses: infer R }
  ? { [K in keyof R]: R[K] extends z.ZodType ? z.input<R[K]> : never }[keyof R]
  : never;

export interface ApiResult<E extends EndpointConfig> {
  status: number;
  data: ApiResponse<E> | ApiOtherResponse<E>;
}

/** Calls an endpoint declared in the contract; errors are shown to the user, then thrown as ApiError. */
export async function api<E extends EndpointConfig>(
  endpoint: E,
  ...args: ApiArgs<E>
): Promise<ApiResponse<E>> {
  const { data } = await apiWithStatus(endpoint, ...args);
  return data;
}

/** Like {@link api}, with the success status, for endpoints that answer more than one. */
export async function apiWithStatus<E extends EndpointConfig>(
  endpoint: E,
  ...args: ApiArgs<E>
): Promise<ApiResult<E>> {
  const options = (args[0] ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    quiet?: boolean;
    signal?: AbortSignal;
    onChunk?: (part: Uint8Array, headers: Headers) => void;
    bearer?: string;
  };
  const url = endpointUrl(endpoint.path, options.params, options.query);
  let body: BodyInit | undefined;
  let contentType: string | undefined;
  if (options.body !== undefined && endpoint.method !== 'GET') {
    if (endpoint.bodyKind === 'multipart') body = toFormData(options.body);
    else {
      body = JSON.stringify(options.body);
      contentType = 'application/json';
    }
  }
  const send = async (token: string | null | undefined): Promise<Response> => {
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (contentType) headers.set('Content-Type', contentType);
    try {
      return await fetch(url, { method: endpoint.method, headers, body, signal: options.signal });
    } catch (error) {
      // A cancelled request (navigation, query cancel) is not a failure the user needs to hear about.
      if (options.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
        throw error;
      const { reportUnreachable } = await errorReports();
      throw new ApiError(0, undefined, reportUnreachable());
    }
  };

  const sending = await tokenToSend(options.bearer, endpoint.access.kind === 'public');
  if (!sending) throw await sessionOver();
  let token = sending.token;
  // A 401 without a body refuses the token sent: recorded before anyone waiting on this answer
  // looks again, so that they do not send what the server has refused.
  const answered = async (sent: string | null | undefined, find: typeof tokenSuccessor) => {
    const answer = await send(sent);
    if (answer.status !== 401) return { answer, body: undefined, refused: null };
    const body = await readBody(answer);
    return { answer, body, refused: body === undefined && sent ? refuse(sent, find) : null };
  };
  let first = await answered(token, options.bearer ? null : tokenSuccessor).finally(sending.done);
  // Sent just before a renewal replaced its token (here or in another tab): once more with the
  // token that replaced it, rather than ending a session that is alive.
  const successor = first.refused ? await first.refused.successor : null;
  if (successor && successor !== token) {
    token = successor;
    first = await answered(successor, null);
  }
  const response = first.answer;
  let errorBody = first.body;
  if (first.refused) {
    markEnded();
    // Note: the session ends once on the page. The first request refused tells the user and goes
    // to sign-in; any other one refused with it (sent at the same time) says nothing more.
    if (!first.refused.first || (await first.refused.successor)) throw await sessionOver();
  }

  if (!response.ok) {
    errorBody ??= await readBody(response);
    const { reportHttpError } = await errorReports();
    const text = reportHttpError(response.status, errorBody, {
      onUnauthorized: () => unauthorizedHandler?.(),
    });
    throw new ApiError(response.status, errorBody, text);
  }
  accepted(token);
  if ((response.status === 201 || response.status === 204) && !options.quiet) {
    const { messages } = await messageCatalogue();
    toast.success(response.status === 201 ? messages.created : messages.updated);
  }
  const data =
    endpoint.responseKind === 'blob' && response.status !== 204
      ? options.onChunk
        ? await readInParts(response, options.onChunk)
        : await response.blob()
      : await readBody(response);
  return { status: response.status, data: data as ApiResult<E>['data'] };
}

/**
 * The token to send with, or null when the request must not go: the server has refused its token
 * and nothing replaced it, or a protected call finds the session over. A request with a token
 * past its expiry waits while another one is out with it (see token-refusals.ts).
 */
async function tokenToSend(
  bearer: string | undefined,
  isPublic: boolean,
): Promise<{ token: string | null | undefined; done: () => void } | null> {
  for (;;) {
    const token = bearer ?? (tokenProvider ? await tokenProvider() : undefined);
    if (!token) return isPublic || !sessionEnded() ? { token, done: () => undefined } : null;
    const refused = refusalOf(token);
    if (refused) {
      // A renewal of a refused token cannot succeed; a request learns whether a renewal replaced it.
      const successor = bearer ? null : await refused.successor;
      return successor && successor !== token ? { token: successor, done: () => undefined } : null;
    }
    const probe = probeOf(token);
    if (!probe) return { token, done: sendingWith(token) };
    await probe;
  }
}

/** What a request not sent because its session is over throws: the 401 it would have heard, quietly. */
async function sessionOver(): Promise<ApiError> {
  const { sessionExpiredText } = await errorReports();
  return new ApiError(401, undefined, sessionExpiredText());
}

/** A file answer read as it streams, each part handed on as it arrives. */
async function readInParts(
  response: Response,
  onChunk: (part: Uint8Array, headers: Headers) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onChunk(value, response.headers);
  }
  return new Blob(parts, { type });
}

/** JSON when the answer parses as JSON, its text otherwise, undefined when it is empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [key, raw] of Object.entries(body)) {
    for (const value of Array.isArray(raw) ? (raw as unknown[]) : [raw]) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(key, value);
      else if (typeof value === 'object') form.append(key, JSON.stringify(value));
      else form.append(key, String(value as string | number | boolean));
    }
  }
  return form;
}
