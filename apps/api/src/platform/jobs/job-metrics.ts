import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Executor } from '../../db/client.ts';
import { backlog, jobsByKindAndState } from './jobs.repository.ts';

/** What the queue reports of every job it runs in this process. */
export interface JobRunMetrics {
  observe(kind: string, seconds: number, failed: boolean): void;
}

/**
 * The queue's metrics: jobs by kind and state and the age of the oldest waiting one, read from
 * the database at each scrape (the same figures from every process); and the runs of this
 * process, by kind and outcome.
 */
export function registerJobMetrics(registry: Registry, exec: Executor): JobRunMetrics {
  const registers = [registry];
  new Gauge({
    name: 'jobs',
    help: 'Background jobs by kind and state (queued, running, failed, dead, done).',
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await jobsByKindAndState(exec))
        this.set({ kind: row.kind, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'jobs_oldest_waiting_seconds',
    help: 'Age of the oldest job waiting to run (queued, or failed and due again); 0 when none waits.',
    registers,
    async collect() {
      this.set((await backlog(exec)).oldestSeconds);
    },
  });
  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Job attempts run by this process, by kind and outcome (done or failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Time of the job attempts run by this process, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  return {
    observe(kind, seconds, failed) {
      runs.inc({ kind, outcome: failed ? 'failed' : 'done' });
      duration.observe({ kind }, seconds);
    },
  };
}
