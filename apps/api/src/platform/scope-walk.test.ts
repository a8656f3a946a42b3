import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, messages, P, type EndpointConfig } from '@console/contract';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { createAppWithCore } from '../test/core-helpers.ts';
import { requiredPermissions } from '../test/route-samples.ts';
import { scopeCases, type ScopeCase } from '../test/scope-cases.ts';
import { checksum, eventsIn, leakIn, smsCount } from '../test/scope-checks.ts';
import { DAHAB_SPEC, makeFixtures, SALAAM_SPEC, type OrgFixture } from '../test/scope-fixtures.ts';
import type { TestApp } from '../test/test-app.ts';

// Note: the walk is generated from the contract. Every registered route is tried by each scoped
// demo user with the records and the organization of another organization, twice: with the
// user's own permissions, and with the route's permissions granted (the same user, the same
// branch mappings, never organization.all), so that the scope check of every service is reached
// and not only the permission guard. Administration (users, roles, the sandbox outbox) serves
// head office and is not organization-scoped: those permissions are never granted. Public routes
// carry no session, hence no scope.

let t: TestApp;
let dahab: OrgFixture;
let salaam: OrgFixture;

const ADMINISTRATION = ['user.', 'role.', 'sandbox.'];
/** The route's permissions a branch user may be given without becoming head office. */
const grantable = (e: EndpointConfig) =>
  requiredPermissions(e).filter(
    (p) => p !== P.AllOrganizations && !ADMINISTRATION.some((area) => p.startsWith(area)),
  );

type Mode = 'own permissions' | 'route permissions';
interface Walker {
  user: string;
  others: () => OrgFixture[];
}
const WALKERS: Walker[] = [
  { user: 'officer', others: () => [salaam] },
  { user: 'supervisor', others: () => [salaam] },
  { user: 'salaam.officer', others: () => [dahab] },
  // A merchant user works in no organization: both are another's.
  { user: 'merchant', others: () => [dahab, salaam] },
];

/**
 * One session for each user and set of permissions, as a person keeps theirs from one screen to the
 * next, rather than one for every route, user and mode (docs/testing.md › Long files made short).
 */
const sessions = new Map<string, Promise<string>>();
const sessionKey = (user: string, permissions?: string[]) =>
  `${user} ${permissions ? [...permissions].sort().join(',') : '(own)'}`;
const sessionOf = (user: string, permissions?: string[]) => {
  const key = sessionKey(user, permissions);
  let token = sessions.get(key);
  if (!token) sessions.set(key, (token = tokenFor(t, user, permissions)));
  return token;
};

const send = (c: ScopeCase, token: string) =>
  t.app.inject({
    method: c.method,
    url: c.url,
    headers: { ...c.headers, ...bearer(token) },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
  const admin = await tokenFor(t, 'admin');
  dahab = await makeFixtures(t, DAHAB_SPEC, { maker: await tokenFor(t, DAHAB_SPEC.officer), admin });
  salaam = await makeFixtures(t, SALAAM_SPEC, { maker: await tokenFor(t, SALAAM_SPEC.officer), admin });
}, 120_000);
afterAll(() => t.close());

const ownOf = (user: string) => (user.startsWith('salaam.') ? salaam : dahab);
const get = async (user: string, url: string, permissions?: string[]) =>
  t.app.inject({ url: API_BASE + url, headers: bearer(await tokenFor(t, user, permissions)) });

describe('positive controls: the fixtures are real and their own staff read them', () => {
  it('answers 200 to each staff user for their own organization’s records', async () => {
    for (const user of ['officer', 'supervisor', 'salaam.officer']) {
      const o = ownOf(user);
      for (const url of [
        `Customers/${o.customer.id}`,
        `Customers/${o.customer.id}/Documents`,
        `Customers/${o.customer.id}/Risk`,
        `Documents/${o.document}/File`,
        `Applications/${o.application.id}/History`,
        `Businesses/${o.business.id}`,
        `Businesses/${o.business.id}/Risk`,
        `Businesses/Owners/${o.owner.id}/Documents`,
        `Businesses/Documents/${o.businessDocument}/File`,
        `Merchants/${o.merchant.id}/QRCode`,
        `Customers/${o.spec.core.customerId}/Accounts?organizationId=${o.orgId}`,
        `Accounts/Cards/${o.orgId}/${o.account.accountNo}`,
      ]) {
        const res = await get(user, url);
        expect(res.statusCode, `${user} ${url}`).toBe(200);
        expect(leakIn(o, res.body), `${user} ${url}`).toBeDefined();
      }
      const lists = await get(user, `Customers?name=${o.spec.mark}`);
      expect(lists.json<{ totalItems: number }>().totalItems, user).toBe(1);
    }
  });

  it('lets a branch user granted a route’s permissions read their own organization there', async () => {
    const res = await get('officer', 'Accounts/Cards/Requisitions/Limit?size=100', [P.ListCardRequisitions]);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(dahab.limitRequisition.id);
    const info = await get('salaam.officer', `MBankingSupport/UserInfo/${salaam.spec.core.mbankingUserId}`, [
      P.ViewMbankingUserInfo,
    ]);
    expect(info.statusCode, info.body).toBe(200);
  });

  it('shows the merchant its own statement', async () => {
    const day = 86_400_000;
    const now = t.clock.now().getTime();
    const range = `from=${new Date(now - 30 * day).toISOString()}&to=${new Date(now).toISOString()}`;
    const res = await get('merchant', `Merchants/Transactions?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ merchantCode: string; totalItems: number }>()).toMatchObject({
      merchantCode: '20000001',
    });
    expect(res.json<{ totalItems: number }>().totalItems).toBeGreaterThan(0);
  });
});

interface Group {
  route: string;
  who: string;
  statuses: number[];
  bodies: string[];
}

describe('the scope walk', () => {
  it('lets no user read, change or message another organization through any route', async () => {
    // The users holding each route's permissions are the test's own, made before the rows are read.
    for (const { endpoint } of t.routes)
      if (endpoint.access.kind !== 'public' && grantable(endpoint).length > 0)
        for (const w of WALKERS) await sessionOf(w.user, grantable(endpoint));
    const before = new Map<OrgFixture, { sum: string; sms: number }>();
    for (const o of [dahab, salaam])
      before.set(o, { sum: await checksum(t.database.db, o), sms: await smsCount(t.database.db, o) });
    const leaks: string[] = [];
    const failures: string[] = [];
    /** Routes naming another organization that answered neither 403, 404 nor 2xx to a walker. */
    const unreached: Group[] = [];
    /** With the route's permissions granted, the permission guard must not be what refuses. */
    const guarded: string[] = [];
    const guardAnswer = JSON.stringify({ message: messages.forbidden });
    let sent = 0;
    for (const { endpoint } of t.routes) {
      if (endpoint.access.kind === 'public') continue;
      const route = `${endpoint.method} ${endpoint.path}`;
      for (const w of WALKERS)
        for (const o of w.others())
          for (const mode of ['own permissions', 'route permissions'] as Mode[]) {
            const granted = mode === 'route permissions' ? grantable(endpoint) : undefined;
            if (granted?.length === 0) continue;
            const token = await sessionOf(w.user, granted);
            const cases = scopeCases(endpoint, o, t.clock.now());
            const group: Group = { route, who: `${w.user} (${mode})`, statuses: [], bodies: [] };
            for (const c of cases) {
              const res = await send(c, token);
              sent += 1;
              group.statuses.push(res.statusCode);
              group.bodies.push(res.body);
              const who = `${c.label} as ${group.who} → ${res.statusCode}`;
              if (res.statusCode >= 500) failures.push(`${who}: ${res.body.slice(0, 200)}`);
              if (granted && res.statusCode === 403 && res.body === guardAnswer) guarded.push(who);
              if (res.statusCode >= 300) continue;
              const found = leakIn(o, JSON.stringify(res.headers) + res.body);
              if (found) leaks.push(`${who} carries ${found}`);
              else if (c.pathNames)
                leaks.push(`${who}: a 2xx to a path naming another organization's record`);
            }
            // A route that ended the session (signing out) leaves the next one a new session.
            if (group.statuses.includes(401)) sessions.delete(sessionKey(w.user, granted));
            const reached = group.statuses.some((s) => s === 403 || s === 404 || (s >= 200 && s < 300));
            if (cases.some((c) => c.names) && !reached) unreached.push(group);
          }
    }
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);
    expect(guarded).toEqual([]);
    expect(unreached.map((g) => `${g.route} as ${g.who}: ${g.statuses.join(',')} ${g.bodies[0]}`)).toEqual(
      [],
    );
    expect(sent).toBeGreaterThan(3000);

    for (const o of [dahab, salaam]) {
      expect(await smsCount(t.database.db, o), `${o.spec.name}: text messages`).toBe(before.get(o)?.sms);
      expect(await checksum(t.database.db, o), `${o.spec.name}: rows`).toBe(before.get(o)?.sum);
      for (const w of WALKERS.filter((x) => x.others().includes(o)))
        expect(await eventsIn(t.database.db, o, w.user), `${w.user}'s activity in ${o.spec.name}`).toBe(0);
    }
  }, 600_000);
});
