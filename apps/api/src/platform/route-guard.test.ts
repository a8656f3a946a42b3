import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { activityEvents } from '../db/schema/index.ts';
import { allPermissions, messages } from '@console/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { requiredPermissions, sampleUrl } from '../test/route-samples.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  adminToken = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

describe('every registered route', () => {
  it('answers 401 without a token unless it is public', async () => {
    for (const { endpoint } of t.routes) {
      if (endpoint.access.kind === 'public') continue;
      const res = await t.app.inject({
        method: endpoint.method,
        url: sampleUrl(endpoint),
        payload: endpoint.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });

  it('answers 403 to a signed-in user holding every permission but the required ones', async () => {
    for (const { endpoint } of t.routes) {
      const required = requiredPermissions(endpoint);
      if (required.length === 0) continue;
      const token = await tokenFor(
        t,
        'nobody',
        allPermissions.filter((p) => !required.includes(p)),
      );
      const res = await t.app.inject({
        method: endpoint.method,
        url: sampleUrl(endpoint),
        headers: bearer(token),
        payload: endpoint.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(res.json()).toEqual({ message: messages.forbidden });
    }
  });

  it('lets a holder of the required permission past the guard', async () => {
    for (const { endpoint } of t.routes) {
      const required = requiredPermissions(endpoint);
      if (required.length === 0) continue;
      const token = await tokenFor(t, 'nobody', required.slice(0, 1));
      const res = await t.app.inject({
        method: endpoint.method,
        url: sampleUrl(endpoint),
        headers: bearer(token),
        payload: endpoint.method === 'GET' ? undefined : {},
      });
      expect([401, 403], `${endpoint.method} ${endpoint.path}`).not.toContain(res.statusCode);
    }
  });
});

describe('junk input', () => {
  const junk = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(
        'userName',
        'password',
        'totp',
        'roles',
        'phone',
        'email',
        'name',
        'permissions',
        'isActive',
        'rowVersion',
        'organizationId',
        'branchId',
        'userId',
        'roleId',
        'newPassword',
        'oldPassword',
        'repeatNewPassword',
        'description',
      ),
      fc.jsonValue(),
    ),
  );
  const queryJunk = fc.dictionary(
    fc.constantFrom(
      'page',
      'size',
      'sort',
      'userName',
      'status',
      'role',
      'name',
      'startDate',
      'endDate',
      'accGroup',
      'x',
    ),
    fc.string({ maxLength: 30 }),
  );

  /** Every change writes an activity event in its own transaction: a refused request writes none. */
  const eventCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(activityEvents))[0]?.n ?? 0;

  it('never answers 5xx to a junk body or query, and a refused body changes nothing', async () => {
    const withBody = t.routes.filter((r) => r.endpoint.method !== 'GET');
    const withQuery = t.routes.filter((r) => r.endpoint.method === 'GET');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), junk, async ({ endpoint }, body) => {
        const before = await eventCount();
        const res = await t.app.inject({
          method: endpoint.method,
          url: sampleUrl(endpoint),
          headers: { ...bearer(adminToken), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        const what = `${endpoint.method} ${endpoint.path} ${JSON.stringify(body)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await eventCount(), what).toBe(before);
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withQuery), queryJunk, async ({ endpoint }, query) => {
        const res = await t.app.inject({
          method: 'GET',
          url: sampleUrl(endpoint),
          query,
          headers: bearer(adminToken),
        });
        expect(res.statusCode, `${endpoint.path} ${JSON.stringify(query)}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
