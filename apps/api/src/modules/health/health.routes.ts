import { platformApi } from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Database } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { route } from '../../kernel/routes.ts';

/** Readiness does not wait on a slow core longer than this: it says the core is not answering. */
const CORE_PING_MS = 2000;

/** Whether the core answers now, within the readiness check's own short time limit. */
async function coreState(core: CoreBanking): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'unavailable'>(
    (resolve) => (timer = setTimeout(resolve, CORE_PING_MS, 'unavailable')),
  );
  const answer = core.ping().then(
    () => 'ok' as const,
    () => 'unavailable' as const,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness, and readiness: the database answers (else 503); the jobs waiting and the core's state
 * are reported, not required, since the console serves most screens while the core is away.
 */
export const healthRoutes = (database: Database, jobs: JobQueue, core: CoreBanking) => [
  route(platformApi.health, () => Promise.resolve({ status: 'ok' as const })),
  route(platformApi.ready, async () => {
    try {
      await database.ping();
    } catch {
      throw fail.unavailable();
    }
    const [queue, coreNow] = await Promise.all([jobs.backlog(), coreState(core)]);
    return { status: 'ok' as const, queue, core: coreNow };
  }),
];
