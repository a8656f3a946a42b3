/**
 * A value read at most once per `ms` of the injected clock and shared meanwhile by every request
 * of the process: for what changes rarely and may reach the other processes a few seconds late.
 * A failed read is not kept: the next request reads again. `forget()` makes the next read fresh,
 * for a change made by this process.
 */
export class Kept<T> {
  private cached: { at: number; value: Promise<T> } | null = null;

  constructor(
    private readonly read: (now: Date) => Promise<T>,
    private readonly ms: number,
  ) {}

  get(now: Date): Promise<T> {
    const at = now.getTime();
    // A clock moved back (a test's) reads again rather than keep a value from its future.
    if (this.cached && at - this.cached.at < this.ms && at >= this.cached.at) return this.cached.value;
    const value = this.read(now);
    const entry = { at, value };
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    this.cached = entry;
    return value;
  }

  forget(): void {
    this.cached = null;
  }
}
