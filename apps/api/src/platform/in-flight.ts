/**
 * Counts the route work under way (authentication, handlers), so that shutdown closes the
 * database only once it is done, even for requests whose client has gone, or after a time limit.
 */
export class InFlight {
  private count = 0;
  private waiting: (() => void) | null = null;

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work();
    } finally {
      this.count--;
      if (this.count === 0) this.waiting?.();
    }
  }

  drained(limitMs: number): Promise<void> {
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
