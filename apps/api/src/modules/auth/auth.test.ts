import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { messages } from '@console/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  codeNow,
  DEMO_PASSWORD,
  firstSignIn,
  login,
  seed,
  signIn,
  tokenFor,
} from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url: `/api/api/${url}`, headers: token ? bearer(token) : {} });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/api/auth/refresh', headers: bearer(token) });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, string>;

describe('first sign-in', () => {
  it('answers 203 with a QR image and the key, then signs in with a valid code', async () => {
    const setup = await login(t, { userName: 'officer', password: DEMO_PASSWORD });
    expect(setup.statusCode).toBe(203);
    const body = setup.json<{ qrCode: string; manualEntryKey: string }>();
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(body.manualEntryKey).toMatch(/^[A-Z2-7]{32}$/);
    // Asking again before completing shows the same secret, so one scan is enough.
    const again = await login(t, { userName: 'officer', password: DEMO_PASSWORD });
    expect(again.json<{ manualEntryKey: string }>().manualEntryKey).toBe(body.manualEntryKey);
    const done = await login(t, {
      userName: 'officer',
      password: DEMO_PASSWORD,
      totp: await codeNow(t, body.manualEntryKey),
    });
    expect(done.statusCode).toBe(200);
    const claims = claimsOf(done.json<{ token: string }>().token);
    expect(claims).toMatchObject({
      userName: 'officer',
      isSUDO: 'False',
      resetPassword: 'False',
      tenant: 'DBI',
      branchCode: '001',
    });
    expect(JSON.parse(claims.permissions ?? '[]')).toContain('customer.list');
    expect(JSON.parse(claims.userRoles ?? '[]')).toEqual([
      expect.objectContaining({ name: 'Onboarding Officer' }),
    ]);
    expect(claims.exp).toBeDefined();
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(30_000);
  });
});

describe('later sign-ins', () => {
  let secret: string;
  beforeAll(async () => {
    ({ secret } = await firstSignIn(t, 'support'));
  });

  it('asks for the code with 202 when none or a malformed one is sent', async () => {
    expect((await login(t, { userName: 'support', password: DEMO_PASSWORD })).statusCode).toBe(202);
    expect((await login(t, { userName: 'support', password: DEMO_PASSWORD, totp: '12ab' })).statusCode).toBe(
      202,
    );
  });

  it('gives the same answer for unknown user, wrong password and wrong code', async () => {
    const unknown = await login(t, { userName: 'ghost', password: DEMO_PASSWORD, totp: '123456' });
    const wrongPassword = await login(t, { userName: 'support', password: 'nope-nope-nope', totp: '123456' });
    const good = await codeNow(t, secret);
    const wrongCode = await login(t, {
      userName: 'support',
      password: DEMO_PASSWORD,
      totp: good === '000000' ? '111111' : '000000',
    });
    for (const res of [unknown, wrongPassword, wrongCode]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.invalidCredentials });
    }
  });

  it('accepts steps T-1..T+1 only', async () => {
    for (const [offset, ok] of [
      [-2, false],
      [2, false],
      [-1, true],
      [1, true],
    ] as const) {
      t.clock.advance(5 * 30_000);
      const res = await login(t, {
        userName: 'support',
        password: DEMO_PASSWORD,
        totp: await codeNow(t, secret, offset),
      });
      expect(res.statusCode, `offset ${offset}`).toBe(ok ? 200 : 401);
    }
  });

  it('refuses a replayed code, even when sent concurrently', async () => {
    t.clock.advance(5 * 30_000);
    const code = await codeNow(t, secret);
    const results = await Promise.all(
      [1, 2, 3].map(() => login(t, { userName: 'support', password: DEMO_PASSWORD, totp: code })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    expect((await login(t, { userName: 'support', password: DEMO_PASSWORD, totp: code })).statusCode).toBe(
      401,
    );
  });

  it('records sign-in successes and failures with the address', async () => {
    const admin = await firstSignIn(t, 'admin');
    const res = await get('Reports/Activity?size=200', admin.token);
    const items = res.json<{ items: { event: string; createdBy: string; remarks: string | null }[] }>().items;
    expect(items.some((e) => e.event === 'SignIn' && e.createdBy === 'support')).toBe(true);
    expect(
      items.some(
        (e) => e.event === 'SignInFailed' && e.createdBy === 'ghost' && e.remarks === 'unknown user',
      ),
    ).toBe(true);
    // The 202 steps above were the first half of normal sign-ins, not failures.
    expect(items.some((e) => e.event === 'SignInCodeRequested' && e.createdBy === 'support')).toBe(true);
    expect(items.some((e) => e.event === 'SignInFailed' && e.remarks === 'code missing')).toBe(false);
  });
});

describe('lockout', () => {
  it('locks at the 10th consecutive failure and releases after 30 minutes', async () => {
    const { secret } = await firstSignIn(t, 'cards');
    for (let i = 1; i <= 9; i++)
      expect((await login(t, { userName: 'cards', password: `wrong-${i}` })).statusCode).toBe(401);
    t.clock.advance(30_000);
    expect(
      (await login(t, { userName: 'cards', password: DEMO_PASSWORD, totp: await codeNow(t, secret) }))
        .statusCode,
    ).toBe(200);
    // The success above reset the count: nine more do not lock, the tenth does.
    for (let i = 1; i <= 10; i++) await login(t, { userName: 'cards', password: `wrong-${i}` });
    t.clock.advance(30_000);
    const locked = await login(t, {
      userName: 'cards',
      password: DEMO_PASSWORD,
      totp: await codeNow(t, secret),
    });
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ message: messages.invalidCredentials });
    t.clock.advance(29 * 60_000);
    expect(
      (await login(t, { userName: 'cards', password: DEMO_PASSWORD, totp: await codeNow(t, secret) }))
        .statusCode,
    ).toBe(401);
    t.clock.advance(61_000);
    expect(
      (await login(t, { userName: 'cards', password: DEMO_PASSWORD, totp: await codeNow(t, secret) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the code step of a sign-in', () => {
  it('is no failure, yet ten of them in a row lock the account until a full sign-in resets the count', async () => {
    const { secret } = await firstSignIn(t, 'merchant');
    const codeStep = () => login(t, { userName: 'merchant', password: DEMO_PASSWORD });
    for (let i = 1; i <= 9; i++) expect((await codeStep()).statusCode).toBe(202);
    // A full sign-in resets the count: nine more code steps do not lock.
    await signIn(t, 'merchant', secret);
    for (let i = 1; i <= 9; i++) expect((await codeStep()).statusCode).toBe(202);
    await signIn(t, 'merchant', secret);
    // Ten in a row do: passwords cannot be guessed through the 202 answer.
    for (let i = 1; i <= 10; i++) expect((await codeStep()).statusCode).toBe(202);
    const locked = await login(t, {
      userName: 'merchant',
      password: DEMO_PASSWORD,
      totp: await codeNow(t, secret),
    });
    expect(locked.statusCode).toBe(401);
    const res = await get('Reports/Activity?createdBy=merchant&size=100', await tokenFor(t, 'admin'));
    const events = res.json<{ items: { event: string; remarks: string | null }[] }>().items;
    const count = (event: string) => events.filter((e) => e.event === event).length;
    expect(count('SignInCodeRequested')).toBe(28);
    expect(count('AccountLocked')).toBe(1);
    expect(events.filter((e) => e.event === 'SignInFailed').map((e) => e.remarks)).toEqual([
      'account locked',
    ]);
  });
});

describe('the step-up code check (auth/verifyTotp)', () => {
  it('counts wrong codes toward the lockout and records them as failed sign-ins', async () => {
    const { token, secret } = await firstSignIn(t, 'nobody');
    const verify = (totp: string, as = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/auth/verifyTotp',
        headers: bearer(as),
        payload: { totp },
      });
    const wrong = async () => {
      const good = new Set(await Promise.all([-1, 0, 1].map((offset) => codeNow(t, secret, offset))));
      return ['000000', '111111', '222222', '333333'].find((code) => !good.has(code)) ?? '';
    };
    for (let i = 1; i <= 10; i++) {
      const res = await verify(await wrong());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false });
    }
    // Locked: the right code is refused too, at a step-up as at sign-in, for 30 minutes.
    t.clock.advance(30_000);
    expect((await verify(await codeNow(t, secret))).json()).toEqual({ valid: false });
    const signInLocked = await login(t, {
      userName: 'nobody',
      password: DEMO_PASSWORD,
      totp: await codeNow(t, secret),
    });
    expect(signInLocked.statusCode).toBe(401);
    const res = await get('Reports/Activity?createdBy=nobody&size=100', await tokenFor(t, 'admin'));
    const events = res.json<{ items: { event: string; remarks: string | null }[] }>().items;
    expect(events.filter((e) => e.event === 'AccountLocked')).toHaveLength(1);
    const failures = events.filter((e) => e.event === 'SignInFailed').map((e) => e.remarks);
    expect(failures.filter((r) => r === messages.signInWrongStepUpCode)).toHaveLength(10);
    expect(failures.filter((r) => r === messages.signInAccountLocked)).toHaveLength(2);
    // The session went idle meanwhile: a new sign-in, then a step-up with the next code.
    t.clock.advance(30 * 60_000);
    const again = await signIn(t, 'nobody', secret);
    expect((await verify(await codeNow(t, secret), again)).json()).toEqual({ valid: true });
  });
});

describe('tokens and sessions', () => {
  let token: string;
  let secret: string;
  beforeAll(async () => {
    ({ token, secret } = await firstSignIn(t, 'auditor'));
  });

  it('refuses tampered, alg:none, foreign and expired tokens', async () => {
    expect((await get('AppUsers/Permissions', token)).statusCode).toBe(200);
    const [h, p, s] = token.split('.');
    const claims = claimsOf(token);
    const forged = Buffer.from(JSON.stringify({ ...claims, isSUDO: 'True' })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const bad of [`${h}.${forged}.${s}`, none, foreign, 'garbage']) {
      const res = await get('AppUsers/Permissions', bad);
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('');
    }
  });

  it('renews the token of a live session, ends it after 15 minutes idle', async () => {
    t.clock.advance(10 * 60_000);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/api/auth/refresh',
      headers: bearer(token),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ token: string }>().token;
    t.clock.advance(14 * 60_000);
    expect((await get('AppUsers/Permissions', fresh)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await get('AppUsers/Permissions', fresh)).statusCode).toBe(401);
  });

  it('replaces the token at refresh: the previous one is refused, the new one works', async () => {
    const previous = await signIn(t, 'auditor', secret);
    expect((await get('AppUsers/Permissions', previous)).statusCode).toBe(200);
    const renewed = await refresh(previous);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json<{ token: string }>().token;
    expect(claimsOf(next).sid).toBe(claimsOf(previous).sid);
    expect(claimsOf(next).jti).not.toBe(claimsOf(previous).jti);
    const refused = await get('AppUsers/Permissions', previous);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe('');
    expect((await get('AppUsers/Permissions', next)).statusCode).toBe(200);
    // A replaced token cannot refresh either, and trying does not end the session.
    const again = await refresh(previous);
    expect(again.statusCode).toBe(401);
    expect(again.body).toBe('');
    expect((await get('AppUsers/Permissions', next)).statusCode).toBe(200);
  });

  it('lets one of two refreshes racing with the same token win; the other gets a plain 401', async () => {
    const shared = await signIn(t, 'auditor', secret);
    const results = await Promise.all([refresh(shared), refresh(shared), refresh(shared)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    for (const lost of results.filter((r) => r.statusCode === 401)) expect(lost.body).toBe('');
    const winner = results.find((r) => r.statusCode === 200)?.json<{ token: string }>().token ?? '';
    expect((await get('AppUsers/Permissions', winner)).statusCode).toBe(200);
    expect((await get('AppUsers/Permissions', shared)).statusCode).toBe(401);
  });

  it('does not count a replaced token as activity', async () => {
    const previous = await signIn(t, 'auditor', secret);
    const next = (await refresh(previous)).json<{ token: string }>().token;
    // Requests with the old token keep coming; the session still goes idle 15 minutes after the
    // last request with the token it holds.
    for (let minute = 1; minute <= 15; minute++) {
      t.clock.advance(60_000);
      expect((await get('AppUsers/Permissions', previous)).statusCode).toBe(401);
    }
    t.clock.advance(1000);
    expect((await get('AppUsers/Permissions', next)).statusCode).toBe(401);
  });

  it('ends a session after 10 hours however active', async () => {
    let current = await signIn(t, 'auditor', secret);
    for (let minutes = 10; minutes < 600; minutes += 10) {
      t.clock.advance(10 * 60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api/auth/refresh',
        headers: bearer(current),
      });
      expect(res.statusCode, `after ${minutes} minutes`).toBe(200);
      current = res.json<{ token: string }>().token;
    }
    t.clock.advance(10 * 60_000);
    expect((await get('AppUsers/Permissions', current)).statusCode).toBe(401);
  });

  it('ends the session at logout', async () => {
    const mine = await signIn(t, 'auditor', secret);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/api/auth/logout', headers: bearer(mine) })).statusCode,
    ).toBe(204);
    expect((await get('AppUsers/Permissions', mine)).statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const limited = await createTestApp({ config: { AUTH_RATE_LIMIT: '3' } });
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/api/auth',
        payload: { userName: 'x', password: 'y' },
        remoteAddress: '10.1.1.1',
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(401);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ message: messages.tooManyAttempts });
    await limited.close();
  });
});
