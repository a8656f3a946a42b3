import { and, eq } from 'drizzle-orm';
import type { Config } from '../kernel/config.ts';
import { DEMO_CORE, SandboxCore } from '../core-banking/sandbox/index.ts';
import { MbankingSupportService } from '../modules/mbanking-support/index.ts';
import { UserScopes } from '../modules/users/index.ts';
import { activityEvents } from '../db/schema/index.ts';
import type { Actor } from '../platform/audit.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import { TestClock, type Clock } from '../kernel/clock.ts';
import type { Db } from '../db/client.ts';
import { demoStaff } from './demo-staff.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The support desk's part of the living demo, through the same service as the API: `support`
 * looks DahabPlus users up, resends a pending OTP, and blocks then unblocks a user who lost their
 * phone, over the last days before `clock.now()`. The seeded blocked user stays blocked.
 * Idempotent: it runs only while `support` has no such event yet.
 */
export async function seedSupportDemo(db: Db, config: Config, clock: Clock): Promise<void> {
  const [done] = await db
    .select({ id: activityEvents.id })
    .from(activityEvents)
    .where(and(eq(activityEvents.createdBy, 'support'), eq(activityEvents.type, 'MBankingUser')))
    .limit(1);
  const user = await demoStaff(db, config, 'support');
  if (done || !user) return;
  const demoClock = new TestClock(new Date(clock.now().getTime() - 6 * DAY));
  const core = new SandboxCore({ db, box: new SecretBox(config.dataEncryptionKey), clock: demoClock });
  const support = new MbankingSupportService({ db, core, scopes: new UserScopes({ db }) });
  const at = (hours: number): Actor => {
    demoClock.advance(hours * HOUR);
    return { userName: user.userName, at: demoClock.now() };
  };
  const org = DEMO_CORE.org.id;

  const amina = await support.lookup(org, DEMO_CORE.onePhone, user, at(9));
  await support.resendOtp({ userId: amina.userId, channel: 'SMS', to: DEMO_CORE.onePhone }, user, at(0.2));
  const lostPhone = await support.lookup(org, '+252615550009', user, at(26));
  await support.block({ userId: lostPhone.userId, reason: 'Customer reported a lost phone' }, user, at(0.1));
  await support.lookup(org, DEMO_CORE.blockedPhone, user, at(20));
  await support.unblock({ userId: lostPhone.userId }, user, at(30));
}
