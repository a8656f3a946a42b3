import { SpanKind } from '@opentelemetry/api';
import { messages } from '@console/contract';
import { AppError } from '../platform/errors.ts';
import { traced } from '../platform/telemetry.ts';
import { CoreRefusedError, type CoreBanking } from './port.ts';

/**
 * What the API answers for a core failure: a business refusal is a 400 with the core's reason;
 * anything else (an outage, a time-out, a bug in the adapter) is a 503 with the spec's message,
 * the cause kept for the log only.
 */
function asAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof CoreRefusedError) return new AppError('rule', err.message);
  return new AppError('unavailable', messages.unavailable, undefined, undefined, err);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(asAppError(new Error(`Core banking did not answer within ${ms} ms`))),
      ms,
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(asAppError(err));
      },
    );
  });
}

/**
 * Wraps an adapter so that every call has a time limit, a span of its own (`core.<method>`, never
 * its arguments) and every failure becomes an AppError (see asAppError): the rest of the API needs
 * to know nothing of the core's error types.
 */
export function guardCore(core: CoreBanking, timeoutMs: number): CoreBanking {
  return new Proxy(core, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = String(property);
      return (...args: unknown[]) =>
        traced(
          `core.${method}`,
          {},
          () => {
            try {
              return withTimeout(
                Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)),
                timeoutMs,
              );
            } catch (err) {
              return Promise.reject(asAppError(err));
            }
          },
          SpanKind.CLIENT,
        );
    },
  });
}
