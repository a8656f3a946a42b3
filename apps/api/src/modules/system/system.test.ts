import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@console/contract';
import { users } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { SEED_DEMO: 'false', PASSWORD_MIN_LENGTH: '16' } });
  await seed(t);
});
afterAll(() => t.close());

describe('System/Info', () => {
  const url = '/api/api/System/Info';

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(401);
  });

  it('tells any signed-in user which core the server runs on, and its password minimum', async () => {
    const token = await tokenFor(t, 'officer', []);
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ coreBanking: 'sandbox', demoData: false, passwordMinLength: 16 });
  });

  it('answers a user who must change their password first, whose other calls are refused', async () => {
    await t.database.db.update(users).set({ resetPassword: true }).where(eq(users.userName, 'supervisor'));
    const token = await tokenFor(t, 'supervisor');
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ passwordMinLength: 16 });
    const other = await t.app.inject({ url: '/api/api/Reports/Activity', headers: bearer(token) });
    expect(other.json()).toEqual({ message: messages.passwordChangeRequired });
  });
});
