import { CoreRefusedError, CoreUnavailableError, type CoreBanking } from './port.ts';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new CoreUnavailableError(`Core banking did not answer within ${ms} ms`)),
      ms,
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(
          err instanceof CoreRefusedError
            ? err
            : new CoreUnavailableError('Core banking failed', { cause: err }),
        );
      },
    );
  });
}

/**
 * Wraps an adapter so that every call has a time limit and any failure other than a business
 * refusal becomes CoreUnavailableError (503 for the caller).
 */
export function guardCore(core: CoreBanking, timeoutMs: number): CoreBanking {
  return new Proxy(core, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          return withTimeout(
            Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)),
            timeoutMs,
          );
        } catch (err) {
          return Promise.reject(
            err instanceof CoreRefusedError
              ? err
              : new CoreUnavailableError('Core banking failed', { cause: err }),
          );
        }
      };
    },
  });
}
