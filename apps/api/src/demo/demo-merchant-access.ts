import { count, eq } from 'drizzle-orm';
import type { Config } from '../kernel/config.ts';
import { SandboxCore } from '../core-banking/sandbox/index.ts';
import type { Database } from '../db/client.ts';
import { adminChanges } from '../db/schema/index.ts';
import { MerchantsService } from '../modules/merchants/index.ts';
import { MerchantUsers, UserScopes } from '../modules/users/index.ts';
import { AdminChanges } from '../modules/admin-changes/index.ts';
import { SecretBox } from '../platform/auth/secret-box.ts';
import { TestClock, type Clock } from '../kernel/clock.ts';
import { SecurityPolicies } from '../platform/security-policies.ts';
import { demoStaff } from './demo-staff.ts';
import { waitingAges } from './demo-waiting.ts';
import { DEMO_MERCHANTS, demoMerchantId } from './merchants.ts';
import { demoScreening } from './demo-screening.ts';

const ORGANIZATION = 'Dahab Bank';

/**
 * Merchants' access waiting in the living demo: `officer` has asked for the access of the Dahab
 * merchants that have a code and no user, and `supervisor` has not decided yet, one of them in
 * each SLA state (demo-waiting.ts). Asked through the merchants' service, as Create New Access
 * does: no user exists and no SMS went out until someone approves.
 */
export async function seedMerchantAccess(database: Database, config: Config, clock: Clock): Promise<void> {
  const db = database.db;
  const [existing] = await db
    .select({ n: count() })
    .from(adminChanges)
    .where(eq(adminChanges.kind, 'MerchantAccess'));
  if ((existing?.n ?? 0) > 0) return;
  const demoClock = new TestClock(clock.now());
  const scopes = new UserScopes({ db });
  const changes = new AdminChanges({ db, scopes }, config.adminChanges);
  const policies = new SecurityPolicies({ db, clock: demoClock, password: config.passwordPolicy });
  const merchants = new MerchantsService({
    db,
    screening: demoScreening(db),
    core: new SandboxCore({ db, box: new SecretBox(config.dataEncryptionKey), clock: demoClock }),
    scopes,
    merchantUsers: new MerchantUsers({ policies }),
    changes,
  });
  const officer = await demoStaff(db, config, 'officer');
  if (!officer) return;
  const asked = DEMO_MERCHANTS.merchants.filter((m) => m.org === ORGANIZATION && m.code && !('user' in m));
  const ages = waitingAges('MerchantAccess', asked.length, `merchant-access:${ORGANIZATION}`);
  const now = clock.now().getTime();
  for (const [k, m] of asked.entries()) {
    demoClock.set(new Date(now - ages[k]!));
    await merchants.registerUser(demoMerchantId(m), officer, {
      userName: officer.userName,
      at: demoClock.now(),
    });
  }
}
