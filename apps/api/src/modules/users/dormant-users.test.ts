import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, messages, type adminChangesApi } from '@console/contract';
import { queryRows } from '../../db/client.ts';
import { activityEvents, branches, organizations, userBranches, users } from '../../db/schema/index.ts';
import { created } from '../../db/versioning.ts';
import {
  bearer,
  firstSignIn,
  login,
  codeNow,
  DEMO_PASSWORD,
  seed,
  signIn,
  tokenFor,
} from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Change = adminChangesApi.AdminChange;
const DAY = 24 * 3_600_000;

let t: TestApp;
let checkerSecret: string;
let dahab: { organizationId: string; branchId: string };

beforeAll(async () => {
  t = await createTestApp({ config: { AUTH_RATE_LIMIT: '10000' } });
  await seed(t);
  checkerSecret = (await firstSignIn(t, 'admin.checker')).secret;
  const [branch] = await t.database.db
    .select({ organizationId: branches.organizationId, branchId: branches.id })
    .from(branches)
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .where(eq(organizations.name, 'Dahab Bank'))
    .limit(1);
  dahab = branch!;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A member of staff at a Dahab branch, created now by the test clock, never signed in. */
async function staffer(userName: string): Promise<string> {
  const db = t.database.db;
  const [officer] = await db.select().from(users).where(eq(users.userName, 'officer'));
  const by = { userName: 'test', at: t.clock.now() };
  const [row] = await db
    .insert(users)
    .values({ userName, phone: '+252610009999', passwordHash: officer!.passwordHash, ...created(by) })
    .returning({ id: users.id });
  await db.insert(userBranches).values({ userId: row!.id, ...dahab, ...created(by) });
  return row!.id;
}

/** The upkeep's run now, by the test clock; the checker signs in first, as someone at work does. */
async function upkeep(): Promise<void> {
  await signIn(t, 'admin.checker', checkerSecret);
  await t.jobs.sendUpkeep('deactivate-dormant-users');
  await t.jobs.runDue();
}

const account = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
};
const eventsOf = (id: string, event: string) =>
  t.database.db
    .select({ remarks: activityEvents.remarks, createdBy: activityEvents.createdBy })
    .from(activityEvents)
    .where(and(eq(activityEvents.targetId, id), eq(activityEvents.event, event)));
const noticesTo = (userName: string, kind: string) =>
  queryRows<{ title: string; body: string; link: string }>(
    t.database.db,
    sql`select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id
        where u.user_name = ${userName} and n.kind = ${kind} order by n.created_at`,
  );

describe('dormant staff accounts', () => {
  let dormantId: string;

  it('counts from creation: kept at 89 days, deactivated at 90 with its sessions, audited', async () => {
    dormantId = await staffer('dormant.one');
    t.clock.advance(89 * DAY);
    await upkeep();
    expect((await account(dormantId)).isActive).toBe(true);

    t.clock.advance(DAY);
    const session = await tokenFor(t, 'dormant.one');
    expect((await call('GET', 'AppUsers/LookUp', session)).statusCode).not.toBe(401);
    await upkeep();
    expect((await account(dormantId)).isActive).toBe(false);
    expect((await call('GET', 'AppUsers/LookUp', session)).statusCode).toBe(401);
    const [event, ...more] = await eventsOf(dormantId, 'DormantDeactivated');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ createdBy: 'system' });
    expect(event!.remarks).toContain('(90 days)');
    // The administrators where the user works hear of it: the head office administrator too.
    const title = fillMessage(messages.dormantDeactivatedTitle, { userName: 'dormant.one' });
    const told = (await noticesTo('admin', 'DormantDeactivated')).filter((n) => n.title === title);
    expect(told.map((n) => n.link)).toEqual(['/users?userName=dormant.one']);
  });

  it('never deactivates the break-glass first administrator', async () => {
    // admin never signed in through the sign-in page, and was created at the seed, 90 days ago.
    const [admin] = await t.database.db.select().from(users).where(eq(users.userName, 'admin'));
    expect(admin!.lastSignInAt).toBeNull();
    expect(t.clock.now().getTime() - admin!.createdAt.getTime()).toBeGreaterThanOrEqual(90 * DAY);
    expect(admin!.isActive).toBe(true);
    // Other staff who did not sign in either are deactivated like anyone.
    const [officer] = await t.database.db.select().from(users).where(eq(users.userName, 'officer'));
    expect(officer!.isActive).toBe(false);
  });

  it('reactivates only through a second person; the count then starts afresh', async () => {
    const admin = await tokenFor(t, 'admin');
    const asked = await call('PUT', `AppUsers/${dormantId}/ChangeStatus`, admin, {
      isActive: true,
      rowVersion: (await account(dormantId)).rowVersion,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const change = asked.json<Change>();
    expect(change.kind).toBe('ActivateUser');
    expect((await account(dormantId)).isActive).toBe(false);
    const own = await call('POST', `AdminChanges/${change.id}/Approve`, admin);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: messages.ownAdminChange });
    expect((await account(dormantId)).isActive).toBe(false);

    const checker = await signIn(t, 'admin.checker', checkerSecret);
    const approved = await call('POST', `AdminChanges/${change.id}/Approve`, checker);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await account(dormantId)).isActive).toBe(true);
    // Still no sign-in since creation, long ago: the activation is where dormancy counts from now.
    await upkeep();
    expect((await account(dormantId)).isActive).toBe(true);
    t.clock.advance(90 * DAY);
    await upkeep();
    expect((await account(dormantId)).isActive).toBe(false);
  });

  it('tells the administrators once, seven days before; a sign-in starts the count afresh', async () => {
    const id = await staffer('dormant.two');
    const title = fillMessage(messages.dormancyNoticeTitle, { userName: 'dormant.two' });
    const toldTitles = async () => (await noticesTo('admin', 'DormancyNoticed')).map((n) => n.title);
    t.clock.advance(82 * DAY);
    await upkeep();
    expect(await toldTitles()).not.toContain(title);
    t.clock.advance(DAY);
    await upkeep();
    await upkeep();
    expect((await toldTitles()).filter((n) => n === title)).toHaveLength(1);
    expect(await eventsOf(id, 'DormancyNoticed')).toHaveLength(1);
    expect((await account(id)).isActive).toBe(true);

    // The user signs in on the 85th day: no deactivation at 90 days from creation.
    t.clock.advance(2 * DAY);
    const setup = await login(t, { userName: 'dormant.two', password: DEMO_PASSWORD });
    expect(setup.statusCode).toBe(203);
    const secret = setup.json<{ manualEntryKey: string }>().manualEntryKey;
    const done = await login(t, {
      userName: 'dormant.two',
      password: DEMO_PASSWORD,
      totp: await codeNow(t, secret),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await account(id)).lastSignInAt?.getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(10 * DAY);
    await upkeep();
    expect((await account(id)).isActive).toBe(true);
    // A new dormancy is told again, once.
    t.clock.advance(73 * DAY);
    await upkeep();
    expect((await toldTitles()).filter((n) => n === title)).toHaveLength(2);
  });
});

describe('the dormant days', () => {
  const policies = (dormantDays: unknown) => ({
    passwordMinLength: 12,
    lockoutAttempts: 10,
    lockoutMinutes: 30,
    idleMinutes: 15,
    sessionHours: 10,
    dormantDays,
    accessReviewMonths: 3,
  });

  it('refuses days out of bounds or not whole, asking for nothing', async () => {
    const admin = await tokenFor(t, 'admin');
    for (const bad of [29, 91, 45.5, 'soon', null]) {
      const res = await call('PUT', 'Security/Policies', admin, policies(bad));
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toEqual({ errors: { dormantDays: [messages.dormantDaysRange] } });
    }
    const pending = await call('GET', 'AdminChanges?status=Pending&kind=SecurityPolicies', admin);
    expect(pending.json<{ totalItems: number }>().totalItems).toBe(0);
  });

  it('changes under four eyes, and the upkeep keeps the new days', async () => {
    const admin = await tokenFor(t, 'admin');
    const asked = await call('PUT', 'Security/Policies', admin, policies(60));
    expect(asked.statusCode, asked.body).toBe(202);
    const change = asked.json<Change>();
    expect(change).toMatchObject({ before: { dormantDays: 90 }, after: { dormantDays: 60 } });
    expect((await call('POST', `AdminChanges/${change.id}/Approve`, admin)).statusCode).toBe(400);
    expect((await call('GET', 'Security/Policies', admin)).json()).toMatchObject({ dormantDays: 90 });
    const checker = await signIn(t, 'admin.checker', checkerSecret);
    expect((await call('POST', `AdminChanges/${change.id}/Approve`, checker)).statusCode).toBe(200);
    t.clock.advance(6_000);
    expect((await call('GET', 'Security/Policies', admin)).json()).toMatchObject({ dormantDays: 60 });

    const id = await staffer('dormant.three');
    t.clock.advance(59 * DAY);
    await upkeep();
    expect((await account(id)).isActive).toBe(true);
    t.clock.advance(DAY);
    await upkeep();
    expect((await account(id)).isActive).toBe(false);
  });
});
