import { messages } from '@console/contract';

export type ErrorCode =
  | 'validation'
  | 'rule'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

const statusOf: Record<ErrorCode, number> = {
  validation: 400,
  rule: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** The one error type of the API; the central handler turns it into the shapes of spec 1 §8. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** What went wrong underneath, for the log only (never sent). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = statusOf[code];
  }

  /** For expressions: `value ?? fail.notFound().throwIt()`. */
  throwIt(): never {
    throw this;
  }
}

export const fail = {
  validation: (errors: Record<string, string[]>) => new AppError('validation', 'Validation failed', errors),
  field: (field: string, message: string) => new AppError('validation', message, { [field]: [message] }),
  rule: (message: string) => new AppError('rule', message),
  unauthenticated: (message: string = messages.sessionExpired) => new AppError('unauthenticated', message),
  forbidden: (message: string = messages.forbidden) => new AppError('forbidden', message),
  notFound: (message: string = messages.notFound) => new AppError('not_found', message),
  conflict: (message: string = messages.conflict) => new AppError('conflict', message),
  unavailable: (message: string = messages.unavailable) => new AppError('unavailable', message),
};
