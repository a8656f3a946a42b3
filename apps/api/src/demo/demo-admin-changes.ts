import { count } from 'drizzle-orm';
import { isPermission, P } from '@console/contract';
import type { Config } from '../kernel/config.ts';
import type { Database } from '../db/client.ts';
import { adminChanges } from '../db/schema/index.ts';
import { RolesService } from '../modules/roles/index.ts';
import { BranchMappingsService, UserScopes, UsersService } from '../modules/users/index.ts';
import { AdminChanges } from '../modules/admin-changes/index.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import { TestClock, type Clock } from '../kernel/clock.ts';
import { seedId } from '../platform/seed-id.ts';
import { SecurityPolicies } from '../platform/security-policies.ts';
import { DEMO_PASSWORD } from './identity.ts';
import { demoStaff } from './demo-staff.ts';

const HOUR = 3_600_000;

/**
 * Administration under four eyes in the living demo: admin has asked for a few changes that
 * admin.checker has approved (a new role) or rejected (a two-factor reset), and a few wait for a
 * decision (one new user, one role edit, one branch mapping). Asked and decided through the services, as on the screens.
 */
export async function seedAdminChanges(database: Database, config: Config, clock: Clock): Promise<void> {
  const db = database.db;
  const [existing] = await db.select({ n: count() }).from(adminChanges);
  if ((existing?.n ?? 0) > 0) return;
  // The three left waiting are asked 51, 30 and 5 hours before the start: breached, due soon and
  // within the SLA of administration changes (24/48 h), and none expired yet (72 h).
  const demoClock = new TestClock(new Date(clock.now().getTime() - 58 * HOUR));
  const scopes = new UserScopes({ db });
  const changes = new AdminChanges({ db, scopes }, config.adminChanges);
  const policies = new SecurityPolicies({ db, clock: demoClock, password: config.passwordPolicy });
  const tokens = new TokenService(config.jwtSecret);
  const users = new UsersService({ db, config, clock: demoClock, tokens, scopes, changes, policies });
  const roles = new RolesService({ db, changes });
  const branches = new BranchMappingsService({ db, changes });
  const checker = await demoStaff(db, config, 'admin.checker');
  if (!checker) return;
  const asAdmin = () => ({ userName: 'admin', at: demoClock.now() });
  const asChecker = () => ({ userName: 'admin.checker', at: demoClock.now() });
  const later = (hours: number) => demoClock.advance(hours * HOUR);

  const version = async (userName: string) => (await users.get(seedId(`user:${userName}`))).rowVersion;
  // A new role nobody holds yet: approving it changes what no demo user may do.
  const approved = await roles.create(
    {
      name: 'Branch Teller',
      description: 'Looks customers up and follows their applications; no decisions.',
      permissions: [P.ListCustomers, P.ListApplications, P.ListDocuments, P.ViewUserDashboard],
    },
    asAdmin(),
  );
  later(1);
  await changes.approve(approved.id, checker, asChecker());
  later(2);
  const rejected = await users.resetTwoFactor(seedId('user:cards'), await version('cards'), asAdmin());
  later(1);
  await changes.reject(
    rejected.id,
    'The user still has the phone; ask them to set it up again.',
    checker,
    asChecker(),
  );
  later(3);
  await users.create(
    {
      userName: 'teller.hodan',
      password: `${DEMO_PASSWORD}-teller`,
      phone: '+252610000020',
      email: 'teller.hodan@demo.bank',
      roles: [seedId('role:officer')],
    },
    asAdmin(),
  );
  later(21);
  const auditor = (await roles.list({ page: 0, size: 1, name: 'Auditor' })).items[0];
  if (auditor)
    await roles.update(
      auditor.id,
      {
        description: auditor.description,
        permissions: [...auditor.permissions.filter(isPermission), P.ViewJobs],
        rowVersion: auditor.rowVersion,
      },
      asAdmin(),
    );
  later(25);
  await branches.addBranch(
    {
      userId: seedId('user:salaam.officer'),
      organizationId: seedId('org:Amal Cooperative'),
      branchId: seedId('branch:Amal Cooperative:201'),
    },
    asAdmin(),
  );
}
