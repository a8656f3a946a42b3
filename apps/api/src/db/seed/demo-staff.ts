import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { loadProfile } from '../../modules/users/user-profile.service.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * A demo user as the services see a signed-in one. The living demo calls the services directly,
 * so there is no session and no token behind it.
 */
export async function demoStaff(db: Db, config: Config, userName: string): Promise<SessionUser | null> {
  const [row] = await db.select().from(users).where(eq(users.userName, userName));
  if (!row) return null;
  return {
    ...(await loadProfile(db, row, config.tenant)),
    sessionId: 'demo-seed',
    tokenId: 'demo-seed',
    actor: null,
  };
}
