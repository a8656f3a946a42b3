import { platformApi } from '@console/contract';
import type { Database } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { route } from '../../platform/routes.ts';

export const healthRoutes = (database: Database, jobs: JobQueue) => [
  route(platformApi.health, () => Promise.resolve({ status: 'ok' as const })),
  route(platformApi.ready, async () => {
    try {
      await database.ping();
    } catch {
      throw fail.unavailable();
    }
    return { status: 'ok' as const, queue: await jobs.backlog() };
  }),
];
