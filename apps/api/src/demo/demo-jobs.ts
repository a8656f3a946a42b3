import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../platform/clock.ts';
import { JobQueue } from '../platform/jobs/job-queue.ts';

/**
 * The job queue as the living demo drives it: the demo runs each job as soon as its decision is
 * taken (`runDue`), at the demo's own clock, and a failed attempt may be tried again at once.
 */
export const openDemoQueue = (database: Database, config: Config, clock: Clock) =>
  JobQueue.open(database, { ...config.jobs, retryDelaySeconds: 0 }, clock);
