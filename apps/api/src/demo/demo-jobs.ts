import type { Config } from '../kernel/config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../kernel/clock.ts';
import type { SandboxCore } from '../core-banking/sandbox/index.ts';
import { JobQueue } from '../platform/jobs/job-queue.ts';

/**
 * The job queue as the living demo drives it: the demo runs each job as soon as its decision is
 * taken (`runDue`), at the demo's own clock, and a failed attempt may be tried again at once.
 */
export const openDemoQueue = (database: Database, config: Config, clock: Clock) =>
  JobQueue.open(database, { ...config.jobs, retryDelaySeconds: 0 }, clock);

/**
 * Runs the due jobs with the core down for their first `failures` attempts, then up: they
 * complete through retries, as the Operations screen then shows.
 */
export async function runThroughOutage(jobs: JobQueue, core: SandboxCore, failures: number): Promise<void> {
  await core.setFaultMode('down');
  for (let i = 0; i < failures; i++) await jobs.runDue();
  await core.setFaultMode('ok');
  await jobs.runDue();
}

/** Runs the due jobs with the core down until none is left to try: they are dead, with the reason. */
export async function runUntilDead(jobs: JobQueue, core: SandboxCore): Promise<void> {
  await core.setFaultMode('down');
  // A failed attempt is due again once the database's clock has passed the failure, and the
  // embedded database's clock counts whole milliseconds: an attempt failed in this millisecond is
  // not due yet. So it stops only when a run after the next millisecond finds nothing either.
  for (let idle = 0; idle < 2;) {
    if ((await jobs.runDue()) > 0) idle = 0;
    else {
      idle++;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  await core.setFaultMode('ok');
}
