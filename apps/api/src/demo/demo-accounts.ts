import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { countedEvents } from '@console/contract';
import type { Config } from '../kernel/config.ts';
import { prng } from '../core-banking/sandbox/seed-random.ts';
import { sandboxPlans } from '../core-banking/sandbox/seed.ts';
import { demoOrganizations } from './identity.ts';
import { TestClock, type Clock } from '../kernel/clock.ts';
import type { Db } from '../db/client.ts';
import { activityEvents, coreAccounts, organizations } from '../db/schema/index.ts';
import { cardDeskVisits } from './demo-card-desk.ts';
import { DAY, pick, serveVisits, workingTime, type Desk, type Span, type Visit } from './demo-visits.ts';

const SPAN_DAYS = 90;
/** Who serves DahabPlus customers at each organization's desk: mostly the first. */
const DESKS: Record<string, [string, string]> = {
  'Dahab Bank': ['officer', 'supervisor'],
  'Salaam Microfinance': ['salaam.officer', 'salaam.supervisor'],
};
const LIMITS = ['250.00', '500.00', '750.00', '1000.00', '1500.00', '2000.00'];
const RAISED_LIMITS = ['2500.00', '3000.00', '5000.00'];

type Org = typeof organizations.$inferSelect;

/**
 * The accounts the living demo opened, each offered DahabPlus a few days after: most customers
 * link it, most of those set a daily limit at once, some raise it later and a few leave again.
 * Accounts the sandbox core was seeded with are left as they are (the walkthroughs use them).
 */
async function dahabPlusVisits(db: Db, org: Org, span: Span, rand: () => number): Promise<Visit[]> {
  const [officer, supervisor] = DESKS[org.name]!;
  const personal = org.supportedAccounts.filter((a) => a.group === 'Personal').map((a) => a.id);
  const opened = await db
    .select()
    .from(coreAccounts)
    .where(
      and(
        eq(coreAccounts.orgId, org.id),
        isNotNull(coreAccounts.openingReference),
        inArray(coreAccounts.accountType, personal),
        eq(coreAccounts.status, 'Active'),
        eq(coreAccounts.mobileBanking, false),
      ),
    )
    .orderBy(asc(coreAccounts.accountNo));
  const visits: Visit[] = [];
  for (const a of opened) {
    if (rand() < 0.1) continue;
    const linkedAt = workingTime(span, a.openedAt.getTime() + (1 + Math.floor(rand() * 6)) * DAY, rand);
    const staff = rand() < 0.7 ? officer : supervisor;
    const limit = rand() < 0.8 ? pick(rand, LIMITS) : null;
    const later = rand();
    const laterAt = workingTime(span, linkedAt + (3 + Math.floor(rand() * 25)) * DAY, rand);
    const raised = pick(rand, RAISED_LIMITS);
    if (linkedAt >= span.end) continue;
    const account = { accountNo: a.accountNo, accountType: a.accountType, mobile: a.phone };
    const setLimit = (d: Desk, value: string) =>
      d.accounts.setLimit({ orgId: org.id, ...account, limit: value }, d.user, d.by);
    visits.push({
      at: linkedAt,
      staff,
      act: async (d) => {
        const oTP = await d.customerCode({
          organizationId: org.id,
          phone: a.phone,
          operation: 'LinkAccount',
        });
        await d.accounts.link({ organizationId: org.id, ...account, oTP }, d.user, d.by);
        if (limit) await setLimit(d, limit);
      },
    });
    if (laterAt >= span.end) continue;
    if (later < 0.3)
      visits.push({
        at: laterAt,
        staff: supervisor,
        act: (d) => d.accounts.deLink({ organizationId: org.id, ...account }, d.user, d.by),
      });
    else if (later < 0.55) visits.push({ at: laterAt, staff, act: (d) => setLimit(d, raised) });
  }
  return visits;
}

/**
 * Mobile-banking PIN resets of the organization's DahabPlus users (not the blocked one), two to
 * four each over the span, with the customer's OTP and the staff member's own code.
 */
function mobilePinVisits(org: Org, span: Span, rand: () => number): Visit[] {
  const [officer, supervisor] = DESKS[org.name]!;
  const users = sandboxPlans(demoOrganizations)
    .flatMap((plan) => plan.users)
    .filter((u) => u.orgId === org.id && !u.blockedOn);
  return users.flatMap((u) =>
    Array.from({ length: 2 + Math.floor(rand() * 3) }, (): Visit => {
      const at = workingTime(span, span.start + rand() * (span.end - span.start - 7 * DAY), rand);
      const target = { organizationId: org.id, phone: u.phone, customerId: u.customerId };
      return {
        at,
        staff: rand() < 0.6 ? officer : supervisor,
        act: async (d) => {
          const oTP = await d.customerCode({ ...target, operation: 'ResetPin' });
          const totp = await d.ownCode();
          return d.customers.resetPin({ ...target, mobile: u.phone, oTP, totp }, d.user, d.by);
        },
      };
    }),
  );
}

/**
 * The DahabPlus and card desks of the living demo, through the same services as the API (the
 * customer's OTP read back from the sandbox outbox, the staff member's own code for PIN resets):
 * links, daily limits, de-links and mobile PIN resets by each organization's officers, card PIN
 * and counter resets by the card desk, over the 90 days before `clock.now()`. Runs after the
 * applications, whose accounts it links. Idempotent: it runs only while no account was linked.
 */
export async function seedAccountsDemo(db: Db, config: Config, clock: Clock): Promise<void> {
  const { type, event } = countedEvents.linkAccount;
  const [done] = await db
    .select({ id: activityEvents.id })
    .from(activityEvents)
    .where(and(eq(activityEvents.type, type), eq(activityEvents.event, event)))
    .limit(1);
  if (done) return;
  const now = clock.now().getTime();
  const span = { start: now - SPAN_DAYS * DAY, end: now - DAY };
  const demoClock = new TestClock(clock.now());
  const visits: Visit[] = [];
  const orgs = await db.select().from(organizations).orderBy(asc(organizations.name));
  for (const org of orgs.filter((o) => DESKS[o.name])) {
    const rand = prng(`demo-accounts:${org.name}`);
    visits.push(...(await dahabPlusVisits(db, org, span, rand)), ...mobilePinVisits(org, span, rand));
  }
  visits.push(...(await cardDeskVisits(db, config, demoClock, span, prng('demo-card-desk'))));
  await serveVisits(
    db,
    config,
    demoClock,
    visits.filter((v) => v.at < span.end),
  );
}
