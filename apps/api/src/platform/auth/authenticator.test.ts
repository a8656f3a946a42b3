import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/api/AppUsers/Permissions', headers: bearer(token) });
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

describe('sessions ended behind this process', () => {
  it('refuses on the next request a session ended elsewhere (another process, plain SQL)', async () => {
    const token = await tokenFor(t, 'support');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ endedAt: t.clock.now(), endReason: 'elsewhere' })
      .where(eq(sessions.id, sessionOf(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses on the next request the sessions of a user deactivated elsewhere', async () => {
    const token = await tokenFor(t, 'auditor');
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.userName, 'auditor'));
    expect((await me(token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.userName, 'auditor'));
  });
});
