import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions, P } from '@console/contract';
import { roles, sessions, userBranches, userRoles, users } from '../../db/schema/index.ts';
import { seedId } from '../seed-id.ts';
import { createSession } from './sessions.ts';
import { TokenService } from './tokens.ts';
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

describe('the Authorization header', () => {
  it('signs in a token whatever the case of its scheme, as /metrics reads it', async () => {
    const token = await tokenFor(t, 'support');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await t.app.inject({
        url: '/api/api/AppUsers/Permissions',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode).toBe(200);
    }
    for (const header of [`Basic ${token}`, token, `Bearer${token}`]) {
      const res = await t.app.inject({
        url: '/api/api/AppUsers/Permissions',
        headers: { authorization: header },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

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

describe('the organizations read with the session', () => {
  it('follow a change of the branch mappings on the next request', async () => {
    const token = await tokenFor(t, 'officer');
    const officer = await t.database.db.query.users.findFirst({ where: eq(users.userName, 'officer') });
    const customers = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/api/Customers?size=100',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ items: { organizationId: string }[]; totalItems: number }>();
    };
    const mapped = await customers();
    expect(mapped.totalItems).toBeGreaterThan(0);
    const [organization] = new Set(mapped.items.map((c) => c.organizationId));
    expect(new Set(mapped.items.map((c) => c.organizationId))).toEqual(new Set([organization]));
    const mapping = eq(userBranches.userId, officer!.id);
    await t.database.db.update(userBranches).set({ isDeleted: true }).where(mapping);
    expect(await customers()).toMatchObject({ items: [], totalItems: 0 });
    await t.database.db.update(userBranches).set({ isDeleted: false }).where(mapping);
    expect(await customers()).toEqual(mapped);
  });
});

describe('what a request may do', () => {
  const listUsers = (token: string) => t.app.inject({ url: '/api/api/AppUsers', headers: bearer(token) });

  it("is its session user's, whatever a token signed with the key claims", async () => {
    const nobody = await t.database.db.query.users.findFirst({ where: eq(users.userName, 'nobody') });
    const session = await createSession(t.database.db, { userId: nobody!.id, now: t.clock.now() });
    const forged = await new TokenService(t.config.jwtSecret).issue(
      {
        userId: nobody!.id,
        userName: 'admin',
        isSUDO: true,
        resetPassword: false,
        permissions: [...allPermissions],
        roles: [{ id: seedId('role:checker'), name: 'Security Officer' }],
        tenant: t.config.tenant,
        branchCode: '001',
        sessionId: session.id,
        tokenId: session.tokenId,
        actor: null,
      },
      t.clock.now(),
    );
    const mine = await me(forged);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    expect((await listUsers(forged)).statusCode).toBe(403);
  });

  it('follows a change of roles and of role permissions on the next request, with the same token', async () => {
    const db = t.database.db;
    const nobody = await db.query.users.findFirst({ where: eq(users.userName, 'nobody') });
    const checker = seedId('role:checker');
    const token = await tokenFor(t, 'nobody');
    expect((await listUsers(token)).statusCode).toBe(403);
    await db
      .insert(userRoles)
      .values({ userId: nobody!.id, roleId: checker, createdAt: t.clock.now(), createdBy: 'test' });
    expect((await listUsers(token)).statusCode).toBe(200);
    expect((await me(token)).json()).toContain(P.ListUsers);
    const role = await db.query.roles.findFirst({ where: eq(roles.id, checker) });
    await db
      .update(roles)
      .set({ permissions: role!.permissions.filter((p) => p !== P.ListUsers) })
      .where(eq(roles.id, checker));
    expect((await listUsers(token)).statusCode).toBe(403);
    await db.update(roles).set({ permissions: role!.permissions }).where(eq(roles.id, checker));
    await db.delete(userRoles).where(eq(userRoles.userId, nobody!.id));
    expect((await listUsers(token)).statusCode).toBe(403);
  });
});
