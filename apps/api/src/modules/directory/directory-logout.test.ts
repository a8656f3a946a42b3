import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { messages } from '@console/contract';
import { activityEvents, directorySignIns } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  mapGroup,
  POST_LOGOUT_URI,
  startTestDirectory,
  TEST_CLIENT,
  type DirectoryAccount,
  type TestDirectory,
} from '../../test/test-directory.ts';

let t: TestApp;
let directory: TestDirectory;
let elsewhere: TestDirectory;
beforeAll(async () => {
  [directory, elsewhere] = await Promise.all([startTestDirectory(), startTestDirectory()]);
  t = await createTestApp({ config: directory.config });
  // The directory dates its tokens by the system clock; the console's clock starts there too.
  t.clock.set(new Date());
  await seed(t);
  await mapGroup(t, 'onboarding', 'Onboarding Officer');
});
afterAll(async () => {
  await t.close();
  await Promise.all([directory.close(), elsewhere.close()]);
});

const api = '/api/api/auth/oidc/DBI';
const amina: DirectoryAccount = {
  sub: 'entra-1001',
  userName: 'amina.out',
  groups: ['onboarding'],
  amr: ['mfa'],
};
const bashir: DirectoryAccount = {
  sub: 'entra-1002',
  userName: 'bashir.out',
  groups: ['onboarding'],
  amr: ['mfa'],
};

/** Signs the account in through the directory; its token and the directory's session id. */
async function signIn(account: DirectoryAccount) {
  const start = await t.app.inject({ url: `${api}/start` });
  const returned = await directory.signIn(
    start.json<{ authorizationUrl: string }>().authorizationUrl,
    account,
  );
  const res = await t.app.inject({ url: `${api}/callback`, query: returned });
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ sid: directorySignIns.sid, idToken: directorySignIns.idToken })
    .from(directorySignIns)
    .where(eq(directorySignIns.subject, account.sub))
    .orderBy(desc(directorySignIns.createdAt))
    .limit(1);
  // Each sign-in starts a moment after the last, so that the latest is the one read here.
  t.clock.advance(1000);
  return { token: res.json<{ token: string }>().token, sid: row?.sid ?? '', idToken: row?.idToken ?? '' };
}
const live = async (token: string) =>
  (await t.app.inject({ url: '/api/api/AppUsers/Permissions', headers: bearer(token) })).statusCode;
const postForm = (url: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
const postLogoutToken = (logoutToken: string) =>
  postForm(`${api}/backchannel-logout`, new URLSearchParams({ logout_token: logoutToken }).toString());
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/api/auth/logout', headers: bearer(token) });

describe('RP-initiated logout', () => {
  it('signs a local session out as before', async () => {
    const res = await logout(await tokenFor(t, 'officer'));
    expect(res.statusCode).toBe(204);
  });

  it('answers the directory end-session URL, and the directory signs out and calls back', async () => {
    const session = await signIn(amina);
    const res = await logout(session.token);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ endSessionUrl: string }>().endSessionUrl);
    expect(url.origin).toBe(directory.issuer);
    expect(url.searchParams.get('id_token_hint')).toBe(session.idToken);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(POST_LOGOUT_URI);
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT.id);
    expect(await live(session.token)).toBe(401);

    // The browser goes there; the directory ends its session and sends it back to the console.
    const before = directory.logoutTokens.length;
    expect(await directory.signOut(url.toString(), amina.sub)).toBe(POST_LOGOUT_URI);
    expect(directory.logoutTokens).toHaveLength(before + 1);
    // Its back-channel call finds the session here already ended, and answers 200 all the same.
    expect((await postLogoutToken(directory.logoutTokens.at(-1) ?? '')).statusCode).toBe(200);
  });
});

describe('back-channel logout', () => {
  it('ends the sessions of the directory session that signed out there, and no other', async () => {
    const first = await signIn(amina);
    const second = await signIn(amina);
    const other = await signIn(bashir);
    expect(first.sid).not.toBe(second.sid);
    const before = directory.logoutTokens.length;
    // The person signs out at the directory's own page.
    await directory.signOut(`${directory.issuer}/session/end`, amina.sub);
    expect(directory.logoutTokens).toHaveLength(before + 1);
    const res = await postLogoutToken(directory.logoutTokens.at(-1) ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await live(second.token)).toBe(401);
    expect(await live(first.token)).toBe(200);
    expect(await live(other.token)).toBe(200);
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.createdBy, 'amina.out'), eq(activityEvents.event, 'SignOut')));
    expect(events.map((e) => e.remarks)).toContain(messages.directorySignedOut);
  });

  it('ends every directory session of a person when the token names the subject only', async () => {
    const one = await signIn(bashir);
    const two = await signIn(bashir);
    const token = await directory.sign({
      iss: directory.issuer,
      aud: TEST_CLIENT.id,
      iat: Math.floor(t.clock.now().getTime() / 1000),
      jti: 'sub-only-1',
      sub: bashir.sub,
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
    });
    expect((await postLogoutToken(token)).statusCode).toBe(200);
    expect(await live(one.token)).toBe(401);
    expect(await live(two.token)).toBe(401);
  });
});

describe('logout tokens refused', () => {
  let session: Awaited<ReturnType<typeof signIn>>;
  const valid = () => ({
    iss: directory.issuer,
    aud: TEST_CLIENT.id,
    iat: Math.floor(t.clock.now().getTime() / 1000),
    jti: `jti-${Math.random()}`,
    sub: amina.sub,
    sid: session.sid,
    events: { 'http://schemas.openid.net/event/backchannel-logout': {} } as Record<string, unknown>,
  });
  const refused = async (logoutToken: string) => {
    const res = await postLogoutToken(logoutToken);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.directoryLogoutTokenRefused);
    expect(await live(session.token)).toBe(200);
  };
  beforeAll(async () => {
    session = await signIn(amina);
  });

  it('refuses a token signed by another key (forged)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    // The directory's own key id, so that only the signature tells the forgery apart.
    const { kid } = decodeProtectedHeader(await directory.sign(valid()));
    await refused(
      await new SignJWT(valid())
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'logout+jwt' })
        .sign(privateKey),
    );
    // Nor a token with its signature taken from another one.
    const [h, , sig] = (await directory.sign(valid())).split('.');
    const body = Buffer.from(JSON.stringify({ ...valid(), sid: 'someone-else' })).toString('base64url');
    await refused(`${h}.${body}.${sig}`);
    await refused('not-a-jwt');
  });

  it('refuses a token from another issuer, signed by its own keys', async () => {
    await elsewhere.endThere(amina.sub, session.sid);
    await refused(elsewhere.logoutTokens.at(-1) ?? '');
    // And the directory's own key naming another issuer.
    await refused(await directory.sign({ ...valid(), iss: elsewhere.issuer }));
  });

  it('refuses a token for another audience, without the event, with a nonce or naming no one', async () => {
    await refused(await directory.sign({ ...valid(), aud: 'another-client' }));
    await refused(await directory.sign({ ...valid(), events: {} }));
    await refused(
      await directory.sign({
        ...valid(),
        events: { 'http://schemas.openid.net/event/backchannel-logout': 'x' },
      }),
    );
    await refused(await directory.sign({ ...valid(), nonce: 'n-0S6_WzA2Mj' }));
    const { sub: _sub, sid: _sid, ...nobody } = valid();
    await refused(await directory.sign(nobody));
  });

  it('refuses a token that is not fresh by the console clock', async () => {
    const now = t.clock.now().getTime() / 1000;
    await refused(await directory.sign({ ...valid(), iat: Math.floor(now - 7 * 60) }));
    await refused(await directory.sign({ ...valid(), iat: Math.floor(now + 5 * 60) }));
    const { iat: _iat, ...undated } = valid();
    await refused(await directory.sign(undated));
    // A token the directory just issued, once the console's clock has moved past its five minutes.
    await directory.endThere(amina.sub, session.sid);
    const token = directory.logoutTokens.at(-1) ?? '';
    t.clock.advance(5 * 60_000 + 61_000);
    await refused(token);
    t.clock.advance(-(5 * 60_000 + 61_000));
    expect((await postLogoutToken(token)).statusCode).toBe(200);
    expect(await live(session.token)).toBe(401);
  });

  it('is described as a form body in the OpenAPI document, and refuses forms elsewhere', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json', headers: bearer(await tokenFor(t, 'admin')) });
    const op = doc.json<{ paths: Record<string, { post?: { requestBody?: { content: object } } }> }>().paths[
      '/auth/oidc/{tenant}/backchannel-logout'
    ]?.post;
    expect(Object.keys(op?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    const elsewhere = await postForm('/api/api/auth', 'userName=admin&password=x');
    expect(elsewhere.statusCode).toBe(415);
  });

  it('refuses an empty body and answers 404 for a bank without a directory', async () => {
    expect((await postForm(`${api}/backchannel-logout`, '')).statusCode).toBe(400);
    const eab = await postForm('/api/api/auth/oidc/EAB/backchannel-logout', 'logout_token=x');
    expect(eab.statusCode).toBe(404);
  });
});
