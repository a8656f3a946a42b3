import { fail } from './errors.ts';

/**
 * Counts the route work under way (authentication, handlers), so that shutdown closes the
 * database only once it is done, even for requests whose client has gone, or after a time limit.
 * Once shutdown waits for it, work not yet started is refused (503), as Fastify refuses a request
 * that arrives while closing: a request authenticated before shutdown whose handler would start
 * after it never reaches the database being closed, nor the core before it.
 */
export class InFlight {
  private count = 0;
  private closing = false;
  private waiting: (() => void) | null = null;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.closing) throw fail.unavailable();
    this.count++;
    try {
      return await work();
    } finally {
      this.count--;
      if (this.count === 0) this.waiting?.();
    }
  }

  /** Refuses new work from now on; resolves once the work under way is done, or after `limitMs`. */
  drained(limitMs: number): Promise<void> {
    this.closing = true;
    if (this.count === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, limitMs);
      this.waiting = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
