import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

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

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level: level === 'silent' ? 'info' : level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        ...secretKeys.flatMap((k) => [k, `*.${k}`, `body.${k}`]),
      ],
      censor: '[redacted]',
    },
  };
}

export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId'> = { genReqId: () => randomUUID() };
