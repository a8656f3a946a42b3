import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@console/contract';
import { directoryAccessRequests, users } from '../../db/schema/index.ts';
import { bearer, codeNow, seed } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  mapGroup,
  startTestDirectory,
  type DirectoryAccount,
  type TestDirectory,
} from '../../test/test-directory.ts';

let t: TestApp;
let directory: TestDirectory;
let officerPermissions: string[];
beforeAll(async () => {
  directory = await startTestDirectory();
  t = await createTestApp({ config: { ...directory.config, OIDC_DBI_MFA_ACR: 'urn:dahab:mfa' } });
  await seed(t);
  officerPermissions = (await mapGroup(t, 'onboarding', 'Onboarding Officer')).permissions;
});
afterAll(async () => {
  await t.close();
  await directory.close();
});

const api = '/api/api/auth/oidc/DBI';
const address = '10.9.8.7';
const start = async () => {
  const res = await t.app.inject({ url: `${api}/start`, remoteAddress: address });
  expect(res.statusCode).toBe(200);
  return res.json<{ authorizationUrl: string }>().authorizationUrl;
};
const callback = (query: Record<string, string>) =>
  t.app.inject({ url: `${api}/callback`, query, remoteAddress: address });
const sendCode = (ticket: string, totp: string) =>
  t.app.inject({ method: 'POST', url: `${api}/code`, payload: { ticket, totp }, remoteAddress: address });
const permissionsOf = async (token: string) =>
  (await t.app.inject({ url: '/api/api/AppUsers/Permissions', headers: bearer(token) })).json<string[]>();

const amina: DirectoryAccount = { sub: 'entra-0001', userName: 'amina.dir', groups: ['onboarding', 'staff'] };

describe('sign-in through the directory', () => {
  it('starts an authorization code request with PKCE, state and nonce', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(directory.issuer);
    const p = url.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toBeTruthy();
    expect(p.get('nonce')).toBeTruthy();
    expect(p.get('client_id')).toBe('console');
  });

  it('creates a mapped user with the mapped roles, then asks for our authenticator', async () => {
    const returned = await directory.signIn(await start(), amina);
    const setup = await callback(returned);
    expect(setup.statusCode).toBe(203);
    const { ticket, manualEntryKey } = setup.json<{ ticket: string; manualEntryKey: string }>();
    const [user] = await t.database.db.select().from(users).where(eq(users.userName, 'amina.dir'));
    expect(user?.isActive).toBe(true);
    const done = await sendCode(ticket, await codeNow(t, manualEntryKey));
    expect(done.statusCode).toBe(200);
    const token = done.json<{ token: string }>().token;
    expect(await permissionsOf(token)).toEqual(expect.arrayContaining(officerPermissions));
    // The ticket is spent with the sign-in.
    t.clock.advance(30_000);
    expect((await sendCode(ticket, await codeNow(t, manualEntryKey))).statusCode).toBe(401);
    t.clock.advance(30_000);

    // Without a second factor at the directory, the next sign-in asks for the code again.
    const again = await callback(await directory.signIn(await start(), amina));
    expect(again.statusCode).toBe(202);
    const next = again.json<{ ticket: string; message: string }>();
    expect(next.message).toBe(messages.codeRequired);
    expect((await sendCode(next.ticket, '000000')).statusCode).toBe(401);
    expect((await sendCode(next.ticket, await codeNow(t, manualEntryKey))).statusCode).toBe(200);
    t.clock.advance(30_000);
  });

  it('skips our authenticator when the directory reports a second factor', async () => {
    const withMfa = { ...amina, amr: ['pwd', 'mfa'] };
    const res = await callback(await directory.signIn(await start(), withMfa));
    expect(res.statusCode).toBe(200);
    expect(await permissionsOf(res.json<{ token: string }>().token)).toEqual(
      expect.arrayContaining(officerPermissions),
    );
    // An amr value that is not configured as a second factor does not count.
    const weak = await callback(await directory.signIn(await start(), { ...amina, amr: ['pwd'] }));
    expect(weak.statusCode).toBe(202);
    // So does a configured acr value.
    const byAcr = await callback(await directory.signIn(await start(), { ...amina, acr: 'urn:dahab:mfa' }));
    expect(byAcr.statusCode).toBe(200);
  });

  it('puts an unmapped account in the waiting list and creates nobody', async () => {
    const stranger = { sub: 'entra-0002', userName: 'hodan.dir', groups: ['canteen'] };
    const res = await callback(await directory.signIn(await start(), stranger));
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(messages.directoryWaitingForAccess);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.userName, 'hodan.dir'))).toHaveLength(0);
    const [waiting] = await db
      .select()
      .from(directoryAccessRequests)
      .where(
        and(eq(directoryAccessRequests.tenant, 'DBI'), eq(directoryAccessRequests.subject, 'entra-0002')),
      );
    expect(waiting).toMatchObject({ userName: 'hodan.dir', groups: ['canteen'], grantedAt: null });
  });

  it('never takes over a local account of the same name', async () => {
    const res = await callback(
      await directory.signIn(await start(), {
        sub: 'entra-0003',
        userName: 'officer',
        groups: ['onboarding'],
      }),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('refusals', () => {
  it('refuses a replayed state', async () => {
    const returned = await directory.signIn(await start(), { ...amina, amr: ['mfa'] });
    expect((await callback(returned)).statusCode).toBe(200);
    const replay = await callback(returned);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ message: string }>().message).toBe(messages.directorySignInRefused);
  });

  it('refuses a state past its ten minutes by the clock', async () => {
    const url = await start();
    t.clock.advance(10 * 60_000 + 1);
    expect((await callback(await directory.signIn(url, { ...amina, amr: ['mfa'] }))).statusCode).toBe(401);
  });

  it('refuses an answer from another issuer', async () => {
    const returned = await directory.signIn(await start(), { ...amina, amr: ['mfa'] });
    const res = await callback({ ...returned, iss: 'http://127.0.0.1:9/elsewhere' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a code that was not issued for this state', async () => {
    const first = await directory.signIn(await start(), { ...amina, amr: ['mfa'] });
    const second = await directory.signIn(await start(), { ...amina, amr: ['mfa'] });
    expect((await callback({ ...second, code: first.code ?? '' })).statusCode).toBe(401);
  });

  it('refuses an unknown state, a directory error and an unknown ticket', async () => {
    expect((await callback({ state: 'made-up', code: 'x' })).statusCode).toBe(401);
    const url = new URL(await start());
    const state = url.searchParams.get('state') ?? '';
    expect((await callback({ state, error: 'access_denied' })).statusCode).toBe(401);
    expect((await sendCode('made-up', '123456')).statusCode).toBe(401);
  });

  it('answers 404 for a bank without a directory and 400 for an unknown one', async () => {
    expect((await t.app.inject({ url: '/api/api/auth/oidc/EAB/start' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/api/auth/oidc/XYZ/start' })).statusCode).toBe(400);
  });
});
