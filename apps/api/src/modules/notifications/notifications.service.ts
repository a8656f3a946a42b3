import type { EndpointQuery, notificationsApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './notifications.repository.ts';

/**
 * A user's own notifications: what the bell in the top bar lists and marks read. Note: each call
 * reads and changes the caller's rows only; there is no way to name another user. During view-as
 * the caller is the user being viewed, so the administrator sees that user's notifications; but
 * marking them read is refused there like every other change (the read-only session guard), so
 * that looking over someone's shoulder does not take away what they have not yet seen. The web
 * does not ask to mark them while viewing as someone.
 */
export class NotificationsService {
  constructor(private readonly d: { db: Db }) {}

  async list(query: EndpointQuery<typeof notificationsApi.listNotifications>, user: SessionUser) {
    const page = { limit: query.size, offset: offsetOf(query.page, query.size) };
    const [{ rows, total }, unread] = await Promise.all([
      repo.listNotifications(this.d.db, user.userId, page),
      repo.countUnread(this.d.db, user.userId),
    ]);
    const items = rows.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      readAt: r.readAt ? iso(r.readAt) : null,
    }));
    return { ...pageOf(items, total, query.page, query.size), unread };
  }

  async read(ids: readonly string[] | undefined, user: SessionUser, at: Date): Promise<void> {
    await repo.markRead(this.d.db, user.userId, ids, at);
  }
}
