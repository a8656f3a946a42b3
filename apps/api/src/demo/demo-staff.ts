import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../kernel/config.ts';
import { listSmsOutbox } from '../core-banking/sandbox/index.ts';
import { loadProfile } from '../modules/users/index.ts';
import type { SecretBox } from '../platform/auth/secret-box.ts';
import { newTotpSecret, totpCode, totpStep } from '../platform/auth/totp.ts';
import type { SessionUser } from '../kernel/session-user.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

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

/** The code the sandbox core last sent to this phone, read back from its SMS outbox. */
export async function lastCodeSentTo(db: Db, phone: string): Promise<string> {
  const [sms] = await listSmsOutbox(db, { phone, size: 1 });
  return /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
}

/** A staff member's current authenticator code at a moment of the demo. */
export type OwnCode = (userName: string, at: Date) => Promise<string>;

/**
 * Lends these demo users an authenticator while `work` runs, for the step-up the services ask of
 * them before a PIN reset (their own fresh code). Afterwards each user's two-factor state is as it
 * was before, so the demo users still set up their own authenticator at first sign-in.
 * Note: only for seeding, which runs before the server listens: nobody signs in meanwhile.
 */
export async function withAuthenticators<T>(
  db: Db,
  box: SecretBox,
  userNames: string[],
  work: (ownCode: OwnCode) => Promise<T>,
): Promise<T> {
  const before = await db
    .select({
      id: users.id,
      userName: users.userName,
      mfaSecret: users.mfaSecret,
      mfaEnabled: users.mfaEnabled,
      lastTotpStep: users.lastTotpStep,
    })
    .from(users)
    .where(inArray(users.userName, userNames));
  const secrets = new Map(before.map((u) => [u.userName, newTotpSecret()]));
  try {
    for (const u of before)
      await db
        .update(users)
        .set({ mfaSecret: box.seal(secrets.get(u.userName)!), mfaEnabled: true, lastTotpStep: null })
        .where(eq(users.id, u.id));
    return await work(async (userName, at) => {
      const secret = secrets.get(userName);
      if (!secret) throw new Error(`${userName} has no authenticator in the demo.`);
      return totpCode(secret, totpStep(at));
    });
  } finally {
    for (const { id, mfaSecret, mfaEnabled, lastTotpStep } of before)
      await db.update(users).set({ mfaSecret, mfaEnabled, lastTotpStep }).where(eq(users.id, id));
  }
}
