import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';
import { systemClock } from '../../kernel/clock.ts';
import { JobQueue } from './job-queue.ts';

describe('a worker process', () => {
  let database: Database;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { jobs } = testConfig({ JOB_CONCURRENCY: '3', JOB_POLL_SECONDS: '2' });
    queue = await JobQueue.open(database, jobs, systemClock);
  });

  afterAll(async () => {
    await queue.stop(1_000);
    await database.close();
  });

  it('runs JOB_CONCURRENCY jobs of a kind at once, and takes the next as soon as one ends', async () => {
    let running = 0;
    let most = 0;
    const ended: number[] = [];
    queue.handle('fulfil-card-requisition', {
      async run() {
        most = Math.max(most, ++running);
        await sleep(100);
        running--;
        ended.push(Date.now());
      },
    });
    for (let i = 0; i < 9; i++) await queue.send(database.db, 'fulfil-card-requisition', { n: i });
    const started = Date.now();
    await queue.work();
    while (ended.length < 9 && Date.now() - started < 20_000) await sleep(20);

    expect(ended).toHaveLength(9);
    expect(most).toBe(3);
    // Three rounds of 100 ms, not three polls of 2 s.
    expect(Math.max(...ended) - started).toBeLessThan(2_000);
  });
});
