import type { TestApp } from './test-app.ts';

/** Runs the queue until nothing is due, a chain of jobs each queuing the next included; answers how many ran. */
export async function drainJobs(t: TestApp): Promise<number> {
  let ran = 0;
  for (let n = await t.jobs.runDue(); n > 0; n = await t.jobs.runDue()) ran += n;
  return ran;
}
