import { sandboxApi as api } from '@console/contract';
import { listSmsOutbox } from '../../core-banking/sandbox/index.ts';
import type { Db } from '../../db/client.ts';
import { iso } from '../../platform/paging.ts';
import { route } from '../../platform/routes.ts';

/** The sandbox's SMS outbox, so demos and tests can read the codes it "sent". */
export const sandboxRoutes = (db: Db) => [
  route(api.smsOutbox, async ({ query }) => {
    const messages = await listSmsOutbox(db, {
      ...(query.phone ? { phone: query.phone } : {}),
      size: query.size,
    });
    return messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) }));
  }),
];
