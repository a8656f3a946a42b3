import { SpanKind } from '@opentelemetry/api';
import { messages } from '@console/contract';
import { AppError } from '../kernel/errors.ts';
import type { CoreCallMetrics, CoreFailure } from '../platform/metrics.ts';
import { traced } from '../kernel/telemetry.ts';
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

const failureOf = (err: AppError): CoreFailure => (err.code === 'unavailable' ? 'unavailable' : 'refused');

/** The call's answer within `ms`, or a 503; `report` hears once how the call ended. */
function withTimeout<T>(work: Promise<T>, ms: number, report: (failure?: CoreFailure) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      report('timeout');
      reject(asAppError(new Error(`Core banking did not answer within ${ms} ms`)));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        report();
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        const failure = asAppError(err);
        report(failureOf(failure));
        reject(failure);
      },
    );
  });
}

/**
 * Wraps an adapter so that every call has a time limit, a span of its own (`core.<method>`, never
 * its arguments) and every failure becomes an AppError (see asAppError): the rest of the API needs
 * to know nothing of the core's error types. Each call's time and failure go to `metrics`.
 */
export function guardCore(core: CoreBanking, timeoutMs: number, metrics?: CoreCallMetrics): CoreBanking {
  return new Proxy(core, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = String(property);
      const call = (...args: unknown[]) => {
        const started = performance.now();
        let reported = false;
        // A call that outlives its time limit is reported at the limit, not again when it ends.
        const report = (failure?: CoreFailure) => {
          if (reported) return;
          reported = true;
          metrics?.observe(method, (performance.now() - started) / 1000, failure);
        };
        try {
          return withTimeout(
            Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)),
            timeoutMs,
            report,
          );
        } catch (err) {
          const failure = asAppError(err);
          report(failureOf(failure));
          return Promise.reject(failure);
        }
      };
      return (...args: unknown[]) => traced(`core.${method}`, {}, () => call(...args), SpanKind.CLIENT);
    },
  });
}
