import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { SEED_DEMO: 'false' } });
  await seed(t);
});
afterAll(() => t.close());

describe('System/Info', () => {
  const url = '/api/api/System/Info';

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(401);
  });

  it('tells any signed-in user which core the server runs on', async () => {
    const token = await tokenFor(t, 'officer', []);
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ coreBanking: 'sandbox', demoData: false });
  });
});
