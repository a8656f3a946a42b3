import { platformApi } from '@console/contract';
import type { Database } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import { route } from '../../platform/routes.ts';

export const healthRoutes = (database: Database) => [
  route(platformApi.health, () => Promise.resolve({ status: 'ok' as const })),
  route(platformApi.ready, async () => {
    try {
      await database.ping();
    } catch {
      throw fail.unavailable();
    }
    return { status: 'ok' as const };
  }),
];
