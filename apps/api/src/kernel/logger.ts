import { randomUUID } from 'node:crypto';
import type { EndpointConfig } from '@console/contract';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { loggedError, redactText } from './safe-error.ts';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
/** A page, a size, an amount bound: a longer run of digits may be a phone given in its place. */
const SHORT_NUMBER = /^-?\d{1,6}(\.\d{1,2})?$/;

/** Whether a query value is one the field codes (a number, flag, choice, id or date), as sent. */
type CodedCheck = (value: string) => boolean;

function codedCheck(field: JsonField): CodedCheck | null {
  if (field.anyOf) {
    const branches = field.anyOf.filter((b) => b.type !== 'null').map(codedCheck);
    if (branches.some((b) => b === null)) return null;
    return (value) => branches.some((b) => b!(value));
  }
  const choices = field.enum ?? (field.const !== undefined ? [field.const] : null);
  if (choices) return (value) => choices.map(String).includes(value);
  if (['number', 'integer'].includes(String(field.type))) return (value) => SHORT_NUMBER.test(value);
  if (field.type === 'boolean') return (value) => value === 'true' || value === 'false';
  if (field.format === 'uuid') return (value) => UUID.test(value);
  if (field.format === 'date') return (value) => DATE.test(value);
  if (field.format === 'date-time') return (value) => DATE_TIME.test(value);
  return null;
}

const codedFieldsCache = new WeakMap<EndpointConfig, Map<string, CodedCheck>>();

/**
 * The query fields of an endpoint whose values may be logged, the contract says which, each with
 * the check its value must pass: a field of ids given a phone number shows it redacted.
 */
function codedQueryFields(endpoint: EndpointConfig): Map<string, CodedCheck> {
  let fields = codedFieldsCache.get(endpoint);
  if (!fields) {
    const schema = endpoint.query
      ? (z.toJSONSchema(endpoint.query, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, JsonField>;
        })
      : {};
    fields = new Map();
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      const check = codedCheck(field);
      if (check) fields.set(name, check);
    }
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
  const coded = endpoint ? codedQueryFields(endpoint) : new Map<string, CodedCheck>();
  const parts = [...new URLSearchParams(query)].map(([name, value]) =>
    coded.get(name)?.(value) ? `${name}=${encodeURIComponent(value)}` : `${name}=${REDACTED}`,
  );
  return `${pattern}?${parts.join('&')}`;
}

/**
 * The logger of the app; with tracing on, each line written inside a span carries its ids. An
 * error is logged by its type, code and failed statement, never by the values it was about
 * (`safe-error.ts`); a message given as text is redacted the same way, whoever wrote it.
 */
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
    hooks: {
      logMethod(args, write) {
        write.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as typeof args,
        );
      },
    },
    serializers: {
      err: loggedError,
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
