import { randomUUID } from 'node:crypto';
import type { EndpointConfig } from '@console/contract';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { activeTraceIds } from './telemetry.ts';

/** Secrets never reach the log, wherever they sit in a logged object. */
const secretKeys = [
  'password',
  'oldPassword',
  'newPassword',
  'repeatNewPassword',
  'totp',
  'otp',
  'oTP',
  'token',
  'pin',
  'secret',
  'qrCode',
  'manualEntryKey',
];

const REDACTED = '[redacted]';

interface JsonField {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonField[];
}

/** A query value that cannot carry personal data: a number, flag, choice from a list, id or date. */
function isCodedValue(field: JsonField): boolean {
  if (field.anyOf) return field.anyOf.every((b) => b.type === 'null' || isCodedValue(b));
  if (field.enum || field.const !== undefined) return true;
  if (['number', 'integer', 'boolean'].includes(String(field.type))) return true;
  return ['uuid', 'date', 'date-time'].includes(field.format ?? '');
}

const codedFieldsCache = new WeakMap<EndpointConfig, Set<string>>();

/** The query fields of an endpoint whose values may be logged; the contract says which. */
function codedQueryFields(endpoint: EndpointConfig): Set<string> {
  let fields = codedFieldsCache.get(endpoint);
  if (!fields) {
    const schema = endpoint.query
      ? (z.toJSONSchema(endpoint.query, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, JsonField>;
        })
      : {};
    fields = new Set(
      Object.entries(schema.properties ?? {})
        .filter(([, field]) => isCodedValue(field))
        .map(([name]) => name),
    );
    codedFieldsCache.set(endpoint, fields);
  }
  return fields;
}

/**
 * The address of a request as the log shows it: the route's pattern instead of its path (path
 * parameters such as a mobile number never appear), and free-text query values redacted.
 * Note: customers' mobile numbers, names and emails travel in URLs; the log must not keep them.
 */
export function loggedUrl(request: FastifyRequest): string {
  const [path = '', query] = request.url.split('?', 2);
  const pattern = request.routeOptions.url;
  // No route matched: keep the path for diagnosis, without anything that looks like a number or an address.
  if (!pattern) return path.replace(/\d{4,}|[^/]*@[^/]*/g, REDACTED);
  if (!query) return pattern;
  const endpoint = request.routeOptions.config.endpoint;
  const coded = endpoint ? codedQueryFields(endpoint) : new Set<string>();
  const parts = [...new URLSearchParams(query)].map(([name, value]) =>
    coded.has(name) ? `${name}=${encodeURIComponent(value)}` : `${name}=${REDACTED}`,
  );
  return `${pattern}?${parts.join('&')}`;
}

/** The logger of the app; with tracing on, each line written inside a span carries its ids. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
  traceIds = false,
): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level: level === 'silent' ? 'info' : level,
    ...(stream ? { stream } : {}),
    ...(traceIds ? { mixin: activeTraceIds } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request),
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        ...secretKeys.flatMap((k) => [k, `*.${k}`, `body.${k}`]),
      ],
      censor: REDACTED,
    },
  };
}

export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId'> = { genReqId: () => randomUUID() };
