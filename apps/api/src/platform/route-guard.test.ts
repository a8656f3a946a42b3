import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions, messages } from '@console/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { requiredPermissions, sampleUrl } from '../test/route-samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
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
