import { listSmsOutbox } from '../../core-banking/sandbox/index.ts';
import type { Db } from '../../db/client.ts';
import { iso } from '../../platform/paging.ts';

/** What the sandbox core shows of itself to demos and tests: the SMS it "sent". */
export class SandboxService {
  constructor(private readonly db: Db) {}

  async smsOutbox(query: { phone?: string | undefined; size: number }) {
    const sent = await listSmsOutbox(this.db, {
      ...(query.phone ? { phone: query.phone } : {}),
      size: query.size,
    });
    return sent.map((m) => ({ ...m, createdAt: iso(m.createdAt) }));
  }
}
