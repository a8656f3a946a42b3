import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import type { Clock } from '../kernel/clock.ts';
import { countAttempt, purgeEndedWindows } from './sign-in-attempts.repository.ts';

/** The attempts of every route, counted in the database on the injected clock. */
class SharedAttempts {
  private nextPurge = Number.NEGATIVE_INFINITY;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const now = this.clock.now();
    const counted = await countAttempt(this.db, key, now, new Date(now.getTime() + windowMs));
    // Ended windows go at most once a window in each process: one range scan, rarely.
    if (now.getTime() >= this.nextPurge) {
      this.nextPurge = now.getTime() + windowMs;
      await purgeEndedWindows(this.db, now);
    }
    return { current: counted.attempts, ttl: counted.windowEndsAt.getTime() - now.getTime() };
  }
}

/**
 * What @fastify/rate-limit really hands a route's store: its merged settings, the route's own
 * options under `routeInfo` (its typings declare the route's options themselves).
 */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

class DatabaseStore implements FastifyRateLimitStore {
  constructor(
    private readonly attempts: SharedAttempts,
    private readonly route: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.attempts.count(`${this.route} ${key}`, timeWindow).then(
      (result) => callback(null, result),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
    );
  }

  // Each route counts apart, as the plugin's own store does.
  child(limit: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const { method = '', url = '' } = (limit as RouteLimit).routeInfo ?? {};
    return new DatabaseStore(this.attempts, `${[method].flat().join(',')} ${url}`);
  }
}

/**
 * A store for @fastify/rate-limit that keeps the counts in PostgreSQL, so that the limit holds
 * across every process sharing the database (fixed windows per route and address). Windows that
 * ended are purged on a count, at most once a window per process.
 */
export function sharedRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  const attempts = new SharedAttempts(db, clock);
  return class extends DatabaseStore {
    constructor() {
      super(attempts, '');
    }
  };
}
