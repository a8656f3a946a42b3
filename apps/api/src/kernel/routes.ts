import {
  API_BASE,
  hasPermission,
  messages,
  type EndpointConfig,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Actor } from './actor.ts';
import type { Clock } from './clock.ts';
import { AppError, fail } from './errors.ts';
import { InFlight } from './in-flight.ts';
import type { Authenticator, SessionUser } from './session-user.ts';

/** A non-default answer: another status, a file, or extra headers. */
export class Answer<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface FileAnswer {
  data: Buffer;
  contentType: string;
  fileName?: string;
  inline?: boolean;
}

export interface HandlerContext<E extends EndpointConfig, U> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  user: U;
  /** Who makes the change and when (the injected clock, read once per request). */
  actor: null extends U ? Actor | null : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserOf<E extends EndpointConfig> = E['access'] extends { kind: 'public' }
  ? SessionUser | null
  : SessionUser;
type Result<E extends EndpointConfig> =
  | (E['responseKind'] extends 'blob'
      ? FileAnswer
      : E['response'] extends z.ZodType
        ? EndpointResponse<E>
        : void)
  | Answer;

export interface RouteSettings {
  /** Per-address limit for this route, counted in the database: every process shares it. */
  rateLimit?: { max: number; timeWindow: number };
}

export interface RouteDefinition {
  endpoint: EndpointConfig;
  handler: (ctx: HandlerContext<EndpointConfig, SessionUser | null>) => Promise<unknown>;
  settings?: RouteSettings;
}

/** Binds an endpoint of the contract to its handler; the types follow the contract. */
export function route<E extends EndpointConfig>(
  endpoint: E,
  handler: (ctx: HandlerContext<E, UserOf<E>>) => Promise<Result<E>>,
  settings?: RouteSettings,
): RouteDefinition {
  return {
    endpoint,
    handler: handler as unknown as RouteDefinition['handler'],
    ...(settings ? { settings } : {}),
  };
}

const isRead = (e: EndpointConfig) =>
  (e.method === 'GET' && e.reserves !== true) || e.allowWhileViewingAs === true;

/**
 * The guard every route passes before its handler: deny by default, then the declared access.
 * Note: a view-as session is read-only whatever the viewed user may do.
 */
export function guard(endpoint: EndpointConfig, user: SessionUser | null): void {
  const access = endpoint.access;
  if (access.kind === 'public') return;
  if (!user) throw new AppError('unauthenticated', '');
  if (user.actor && !isRead(endpoint)) throw fail.forbidden(messages.readOnlySession);
  if (user.resetPassword && !endpoint.allowDuringReset) throw fail.forbidden(messages.passwordChangeRequired);
  if (access.kind === 'authenticated') return;
  if (!hasPermission(user, access.permission, access.mode)) throw fail.forbidden();
}

/** Unknown query fields are refused rather than ignored. */
const strictQuery = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? schema.strict() : (schema ?? z.strictObject({}));

export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  auth: Authenticator,
  settings: { sandbox: boolean; clock: Clock; inFlight?: InFlight },
): void {
  const { clock } = settings;
  const inFlight = settings.inFlight ?? new InFlight();
  if (routes.some((r) => r.endpoint.bodyKind === 'form')) installFormBodies(app);
  for (const { endpoint, handler, settings: routeSettings } of routes) {
    if (endpoint.sandboxOnly && !settings.sandbox) continue;
    const response: Record<number, z.ZodType> = { ...(endpoint.otherResponses ?? {}) };
    if (endpoint.response && endpoint.responseKind !== 'blob') response[endpoint.success] = endpoint.response;
    const permission =
      endpoint.access.kind === 'permission'
        ? [endpoint.access.permission].flat().join(' or ')
        : endpoint.access.kind;
    const options: RouteOptions = {
      method: endpoint.method,
      url: API_BASE + endpoint.path,
      schema: {
        summary: endpoint.summary,
        description: [endpoint.description, `Access: ${permission}.`].filter(Boolean).join('\n\n'),
        tags: [...endpoint.tags],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        querystring: strictQuery(endpoint.query),
        ...(endpoint.body && endpoint.bodyKind !== 'multipart' ? { body: endpoint.body } : {}),
        ...(Object.keys(response).length > 0 ? { response } : {}),
      },
      config: { endpoint, ...(routeSettings?.rateLimit ? { rateLimit: routeSettings.rateLimit } : {}) },
      // Before body validation: an anonymous or unauthorised caller learns nothing about payloads.
      onRequest: (request) =>
        inFlight.run(async () => {
          request.user =
            endpoint.access.kind === 'public' && !request.headers.authorization
              ? null
              : await auth.authenticate(request);
          guard(endpoint, request.user);
        }),
      handler: async (request, reply) => {
        const result = await inFlight.run(() =>
          handler({
            params: request.params,
            query: request.query,
            body: request.body,
            user: request.user,
            actor: request.user ? actorOf(request.user, request, clock.now()) : null,
            request,
            reply,
          }),
        );
        if (result instanceof Answer)
          return reply.code(result.status).headers(result.headers).send(result.body);
        if (endpoint.responseKind === 'blob') return sendFile(reply, result as FileAnswer);
        if (endpoint.success === 204) return reply.code(204).send();
        return reply.code(endpoint.success).send(result);
      },
    };
    app.route(options);
  }
}

/** The largest form body read: a logout token is a few kilobytes. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Form bodies (`application/x-www-form-urlencoded`) are read for the routes that declare them
 * only; every other route answers 415 to one, as before. The fields then meet the body schema.
 */
function installFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      const endpoint = (request.routeOptions.config as { endpoint?: EndpointConfig }).endpoint;
      if (endpoint?.bodyKind !== 'form')
        return done(new AppError('unsupported_media', messages.unsupportedMediaType), undefined);
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** The audit identity of a request: the user, the administrator behind a view-as, the address. */
const actorOf = (user: SessionUser, request: FastifyRequest, at: Date): Actor => ({
  userName: user.userName,
  actorName: user.actor?.userName,
  address: request.ip,
  at,
});

function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  // Note: a safe, server-chosen name only; the stored bytes were checked by content on upload.
  const name = (file.fileName ?? 'file').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${name}"`)
    .send(file.data);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: EndpointConfig;
  }
}
