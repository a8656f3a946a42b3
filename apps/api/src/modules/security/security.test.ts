import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, messages, P, type adminChangesApi, type securityApi } from '@console/contract';
import { activityEvents, organizations } from '../../db/schema/index.ts';
import { bearer, codeNow, DEMO_PASSWORD, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Change = adminChangesApi.AdminChange;
interface Page<T> {
  items: T[];
  totalItems: number;
}

let t: TestApp;
let admin: string;
let checker: string;
let dahab: string;
const secrets = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ config: { AUTH_RATE_LIMIT: '10000' } });
  await seed(t);
  admin = await tokenFor(t, 'admin');
  checker = await tokenFor(t, 'admin.checker');
  const [org] = await t.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Dahab Bank'));
  dahab = org!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const from = (address: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/api/auth',
    payload: body,
    remoteAddress: address,
    headers: { 'user-agent': 'Test browser/1.0' },
  });

/** Signs a user in from an address (setting up their authenticator the first time); the token. */
async function signInFrom(userName: string, address = '10.9.8.7'): Promise<string> {
  let secret = secrets.get(userName);
  if (!secret) {
    const setup = await from(address, { userName, password: DEMO_PASSWORD });
    expect(setup.statusCode, setup.body).toBe(203);
    secret = setup.json<{ manualEntryKey: string }>().manualEntryKey;
    secrets.set(userName, secret);
  }
  const res = await from(address, { userName, password: DEMO_PASSWORD, totp: await codeNow(t, secret) });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(30_000);
  return res.json<{ token: string }>().token;
}

const approve = (change: Change, token = checker) => call('POST', `AdminChanges/${change.id}/Approve`, token);

/** The remarks of every event of a kind, as the activity report shows them. */
const remarksOf = async (event: string) =>
  (
    await t.database.db
      .select({ remarks: activityEvents.remarks })
      .from(activityEvents)
      .where(eq(activityEvents.event, event))
  ).map((e) => e.remarks);

async function lockOut(userName: string, times: number) {
  for (let i = 0; i < times; i++) await from('10.1.1.1', { userName, password: 'wrong password, surely' });
}

describe('sessions', () => {
  it('lists the live sessions with address and browser, ends one at once, and audits it', async () => {
    const token = await signInFrom('officer');
    const page = (await call('GET', 'Security/Sessions?userName=offic', admin)).json<
      Page<securityApi.Session>
    >();
    const mine = page.items.find((s) => s.userName === 'officer');
    expect(mine).toMatchObject({ address: '10.9.8.7', userAgent: 'Test browser/1.0', actorName: null });
    expect((await call('GET', 'AppUsers/Permissions', token)).statusCode).toBe(200);

    expect((await call('DELETE', `Security/Sessions/${mine!.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', 'AppUsers/Permissions', token)).statusCode).toBe(401);
    expect((await call('DELETE', `Security/Sessions/${mine!.id}`, admin)).statusCode).toBe(404);
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.event, 'SessionEnded'), eq(activityEvents.createdBy, 'admin')));
    expect(event?.remarks).toContain('officer');
  });

  it('ends every session of a user', async () => {
    const one = await signInFrom('officer');
    const two = await signInFrom('officer');
    const page = (await call('GET', 'Security/Sessions?userName=officer', admin)).json<
      Page<securityApi.Session>
    >();
    const userId = page.items[0]!.userId;
    expect((await call('POST', 'Security/Sessions/EndAll', admin, { userId })).statusCode).toBe(204);
    for (const token of [one, two])
      expect((await call('GET', 'AppUsers/Permissions', token)).statusCode).toBe(401);
    const after = (await call('GET', 'Security/Sessions?userName=officer', admin)).json<Page<unknown>>();
    expect(after.totalItems).toBe(0);
  });

  it('shows a reader without every organization only the users of theirs', async () => {
    await signInFrom('officer');
    await signInFrom('salaam.officer');
    const supervisor = await tokenFor(t, 'supervisor', [P.ViewSessions, P.EndSessions]);
    const page = (await call('GET', 'Security/Sessions?size=100', supervisor)).json<
      Page<securityApi.Session>
    >();
    const names = new Set(page.items.map((s) => s.userName));
    expect(names.has('officer')).toBe(true);
    expect(names.has('salaam.officer')).toBe(false);
    const all = (await call('GET', 'Security/Sessions?userName=salaam&size=100', admin)).json<
      Page<securityApi.Session>
    >();
    const salaam = all.items[0]!;
    expect((await call('DELETE', `Security/Sessions/${salaam.id}`, supervisor)).statusCode).toBe(404);
    const endAll = await call('POST', 'Security/Sessions/EndAll', supervisor, { userId: salaam.userId });
    expect(endAll.statusCode).toBe(404);
  });
});

describe('lockouts', () => {
  it('lists a locked account and unlocks it only when a second person approves', async () => {
    await lockOut('cards', 10);
    const locked = (await call('GET', 'Security/Lockouts?userName=cards', admin)).json<
      Page<securityApi.Lockout>
    >();
    expect(locked.items.map((l) => l.userName)).toEqual(['cards']);
    const userId = locked.items[0]!.userId;

    const asked = await call('POST', `Security/Lockouts/${userId}/Unlock`, admin);
    expect(asked.statusCode, asked.body).toBe(202);
    const change = asked.json<Change>();
    expect(change).toMatchObject({ kind: 'UnlockUser', status: 'Pending', targetName: 'cards' });
    // Still locked while pending; the maker cannot approve their own change.
    expect(
      (await call('GET', 'Security/Lockouts?userName=cards', admin)).json<Page<unknown>>().totalItems,
    ).toBe(1);
    expect((await approve(change, admin)).statusCode).toBe(400);

    const approved = await approve(change);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(
      (await call('GET', 'Security/Lockouts?userName=cards', admin)).json<Page<unknown>>().totalItems,
    ).toBe(0);
    expect(await remarksOf('UserUnlocked')).toEqual([
      fillMessage(messages.changeAskedBy, { name: 'cards', userName: 'admin' }),
    ]);
    await signInFrom('cards');
  });

  it('refuses to unlock an account that is not locked', async () => {
    const page = (await call('GET', 'Security/Sessions?userName=cards', admin)).json<
      Page<securityApi.Session>
    >();
    const res = await call('POST', `Security/Lockouts/${page.items[0]!.userId}/Unlock`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.userNotLocked);
  });
});

describe('failed sign-ins', () => {
  it('pages and filters by name, address and time', async () => {
    await from('10.7.7.7', { userName: 'no.such.person', password: 'whatever-it-is' });
    const all = (await call('GET', 'Security/FailedSignIns?userName=cards&size=3', admin)).json<
      Page<securityApi.FailedSignIn>
    >();
    expect(all.totalItems).toBeGreaterThanOrEqual(10);
    expect(all.items).toHaveLength(3);
    expect(all.items[0]).toMatchObject({ userName: 'cards', address: '10.1.1.1', reason: 'wrong password' });

    const byAddress = (await call('GET', 'Security/FailedSignIns?address=10.7.7', admin)).json<
      Page<securityApi.FailedSignIn>
    >();
    expect(byAddress.items.map((f) => [f.userName, f.reason])).toEqual([['no.such.person', 'unknown user']]);

    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const none = await call('GET', `Security/FailedSignIns?startDate=${encodeURIComponent(later)}`, admin);
    expect(none.json<Page<unknown>>().totalItems).toBe(0);
    const backwards = `startDate=${encodeURIComponent(later)}&endDate=${encodeURIComponent(t.clock.now().toISOString())}`;
    expect((await call('GET', `Security/FailedSignIns?${backwards}`, admin)).statusCode).toBe(400);
  });

  it('shows a reader without every organization only the names of their users', async () => {
    const supervisor = await tokenFor(t, 'supervisor', [P.ViewSessions]);
    const page = (await call('GET', 'Security/FailedSignIns?size=100', supervisor)).json<
      Page<securityApi.FailedSignIn>
    >();
    expect(page.items.filter((f) => f.userName === 'no.such.person' || f.userName === 'cards')).toEqual([]);
  });
});

describe('policies', () => {
  it('answers the defaults until a change is approved', async () => {
    const res = await call('GET', 'Security/Policies', admin);
    expect(res.json()).toEqual({
      passwordMinLength: 12,
      lockoutAttempts: 10,
      lockoutMinutes: 30,
      idleMinutes: 15,
      sessionHours: 10,
      dormantDays: 90,
      accessReviewMonths: 3,
      updatedBy: null,
      updatedAt: null,
    });
  });

  it('refuses values out of bounds, field by field, and changes nothing', async () => {
    const res = await call('PUT', 'Security/Policies', admin, {
      passwordMinLength: 7,
      lockoutAttempts: 21,
      lockoutMinutes: 1441,
      idleMinutes: 0,
      sessionHours: 25,
      dormantDays: 91,
      accessReviewMonths: 13,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      passwordMinLength: [messages.passwordMinLengthRange],
      lockoutAttempts: [messages.lockoutAttemptsRange],
      lockoutMinutes: [messages.lockoutMinutesRange],
      idleMinutes: [messages.idleMinutesRange],
      sessionHours: [messages.sessionHoursRange],
      dormantDays: [messages.dormantDaysRange],
      accessReviewMonths: [messages.accessReviewMonthsRange],
    });
    expect((await call('GET', 'Security/Policies', admin)).json()).toMatchObject({ updatedBy: null });
  });

  it('applies an approved change: three failures now lock an account', async () => {
    const input = {
      passwordMinLength: 14,
      lockoutAttempts: 3,
      lockoutMinutes: 5,
      idleMinutes: 15,
      sessionHours: 8,
      dormantDays: 90,
      accessReviewMonths: 3,
    };
    const asked = await call('PUT', 'Security/Policies', admin, input);
    expect(asked.statusCode, asked.body).toBe(202);
    const change = asked.json<Change>();
    expect(change).toMatchObject({ kind: 'SecurityPolicies', before: { lockoutAttempts: 10 }, after: input });
    expect((await call('GET', 'Security/Policies', admin)).json()).toMatchObject({ lockoutAttempts: 10 });
    const branchAdmin = await tokenFor(t, 'supervisor', [P.EditSecurityPolicies]);
    expect((await call('PUT', 'Security/Policies', branchAdmin, input)).statusCode).toBe(403);

    expect((await approve(change)).statusCode).toBe(200);
    expect(await remarksOf('PoliciesChanged')).toEqual([
      fillMessage(messages.changeAskedBy, { name: messages.securityPoliciesTarget, userName: 'admin' }),
    ]);
    // Each process reads the policies again within a few seconds.
    t.clock.advance(6_000);
    expect((await call('GET', 'Security/Policies', admin)).json()).toMatchObject({
      ...input,
      updatedBy: 'admin',
    });
    await lockOut('support', 3);
    const locked = (await call('GET', 'Security/Lockouts?userName=support', admin)).json<
      Page<securityApi.Lockout>
    >();
    expect(locked.totalItems).toBe(1);
    expect(Date.parse(locked.items[0]!.lockedUntil) - t.clock.now().getTime()).toBeLessThanOrEqual(
      5 * 60_000,
    );
  });
});

describe('allowed networks', () => {
  const url = () => `Organizations/${dahab}/AllowedNetworks`;

  it('refuses an entry that is not a network, naming it', async () => {
    const res = await call('PUT', url(), admin, { networks: ['10.0.0.0/8', '10.0.0.300/24'] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.networks).toEqual([
      fillMessage(messages.networkInvalid, { network: '10.0.0.300/24' }),
    ]);
  });

  it('refuses a list that would shut its maker out', async () => {
    const supervisor = await tokenFor(t, 'supervisor', [P.EditAllowedNetworks]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/api/${url()}`,
      headers: bearer(supervisor),
      payload: { networks: ['192.168.0.0/16'] },
      remoteAddress: '10.9.8.7',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.networks).toEqual([
      fillMessage(messages.networkShutsYouOut, { address: '10.9.8.7' }),
    ]);
  });

  it('lets its readers choose the organization, among their own only', async () => {
    const names = async (token: string) => {
      const res = await call('GET', 'Organizations', token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ name: string }[]>().map((o) => o.name);
    };
    // The security officer holds security.view_sessions and every organization, no organization.list.
    expect(await names(checker)).toEqual(['Amal Cooperative', 'Dahab Bank', 'Salaam Microfinance']);
    expect(await names(await tokenFor(t, 'salaam.officer', [P.ViewSessions]))).toEqual([
      'Salaam Microfinance',
    ]);
    expect(await names(await tokenFor(t, 'officer', [P.EditAllowedNetworks]))).toEqual(['Dahab Bank']);
    const outsider = await tokenFor(t, 'auditor', [P.ViewActivityReport, P.AllOrganizations]);
    expect((await call('GET', 'Organizations', outsider)).statusCode).toBe(403);
    // Choosing needs no branches: those stay with the organizations' own readers.
    expect((await call('GET', `Organizations/${dahab}/Branches`, checker)).statusCode).toBe(403);
  });

  it('hides another organization’s list', async () => {
    const salaam = await tokenFor(t, 'salaam.officer', [P.EditAllowedNetworks]);
    expect((await call('GET', url(), salaam)).statusCode).toBe(404);
    expect((await call('PUT', url(), salaam, { networks: [] })).statusCode).toBe(404);
  });

  it('once approved, refuses sign-in and a live session from outside, and audits it', async () => {
    const live = await signInFrom('officer', '10.9.8.7');
    const asked = await call('PUT', url(), admin, { networks: ['10.9.0.0/16', '2001:db8::/32'] });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<Change>()).toMatchObject({ kind: 'AllowedNetworks', organizationId: dahab });
    expect((await approve(asked.json<Change>())).statusCode).toBe(200);
    expect((await call('GET', url(), admin)).json()).toMatchObject({
      networks: ['10.9.0.0/16', '2001:db8::/32'],
    });
    expect(await remarksOf('AllowedNetworksChanged')).toEqual([
      fillMessage(messages.changeAskedBy, { name: 'Dahab Bank', userName: 'admin' }),
    ]);

    const outside = await from('172.16.0.1', { userName: 'officer', password: DEMO_PASSWORD });
    expect(outside.statusCode).toBe(403);
    expect(outside.json<{ message: string }>().message).toBe(
      fillMessage(messages.addressNotAllowed, { address: '172.16.0.1' }),
    );
    await signInFrom('officer', '10.9.200.1');
    await signInFrom('officer', '2001:db8::5');

    const ask = (address: string) =>
      t.app.inject({ url: '/api/api/AppUsers/Permissions', headers: bearer(live), remoteAddress: address });
    expect((await ask('10.9.8.7')).statusCode).toBe(200);
    expect((await ask('172.16.0.1')).statusCode).toBe(403);
    expect((await ask('10.9.8.7')).statusCode).toBe(200);
    // Head office staff, mapped to no organization, are not bound by it.
    expect(
      (
        await t.app.inject({
          url: '/api/api/AppUsers/Permissions',
          headers: bearer(admin),
          remoteAddress: '172.16.0.1',
        })
      ).statusCode,
    ).toBe(200);

    const refused = await t.database.db
      .select({ event: activityEvents.event, remarks: activityEvents.remarks })
      .from(activityEvents)
      .where(and(eq(activityEvents.createdBy, 'officer'), sql`${activityEvents.address} = '172.16.0.1'`));
    expect(refused).toEqual(
      expect.arrayContaining([
        { event: 'SignInFailed', remarks: 'address outside the allowed networks' },
        { event: 'AddressRefused', remarks: 'request from outside the allowed networks' },
      ]),
    );
  });
});
