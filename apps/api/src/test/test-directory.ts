import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { branches, directoryMappings, roles } from '../db/schema/index.ts';
import { created } from '../db/versioning.ts';
import type { TestApp } from './test-app.ts';

/** Who the test directory signs in next, and how (the `amr`/`acr` it reports). */
export interface DirectoryAccount {
  sub: string;
  userName: string;
  groups: string[];
  amr?: string[];
  acr?: string;
}

export const TEST_CLIENT = { id: 'console', secret: 'console-client-secret-0123456789' };
export const REDIRECT_URI = 'http://127.0.0.1:8201/sign-in/directory/DBI';
export const POST_LOGOUT_URI = 'http://127.0.0.1:8201/sign-in';
/** Where the directory posts its logout tokens: its own server, which keeps them for the test. */
const BACKCHANNEL_PATH = '/test-rp/backchannel-logout';

export interface TestDirectory {
  issuer: string;
  provider: Provider;
  /** The console's configuration of this directory for tenant DBI. */
  config: Record<string, string>;
  /**
   * Follows an authorization URL as a browser would, signing `account` in, and answers what the
   * directory sent back to the redirect URI (code, state, iss).
   */
  signIn(authorizationUrl: string, account: DirectoryAccount): Promise<Record<string, string>>;
  /**
   * Follows an end-session URL in the browser of the account's last sign-in and confirms the
   * sign-out; answers where the directory sent the browser at the end.
   */
  signOut(endSessionUrl: string, sub: string): Promise<string>;
  /** The logout tokens the directory has posted to the console, oldest first. */
  logoutTokens: string[];
  /**
   * The directory ends one of its sessions on its own (an administrator there): its logout token
   * goes to the client's back-channel URI and lands in `logoutTokens`.
   */
  endThere(sub: string, sid: string): Promise<void>;
  /** A JWT signed with the directory's own key, with these claims (tokens it would never issue). */
  sign(claims: JWTPayload, typ?: string): Promise<string>;
  close(): Promise<void>;
}

/** One request of the test's browser, keeping the directory's cookies in `jar`. */
async function browse(jar: Map<string, string>, url: string, form?: Record<string, string>) {
  const res = await fetch(url, {
    redirect: 'manual',
    method: form ? 'POST' : 'GET',
    headers: {
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return res;
}

/**
 * A real OpenID provider (panva's oidc-provider) on 127.0.0.1 at a free port, in this process.
 * Its interaction page signs in whichever account the test names, with no form.
 */
export async function startTestDirectory(): Promise<TestDirectory> {
  const accounts = new Map<string, DirectoryAccount>();
  const jars = new Map<string, Map<string, string>>();
  const logoutTokens: string[] = [];
  let next: DirectoryAccount | null = null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `test-${issuer.slice(-5)}`;
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [REDIRECT_URI],
        post_logout_redirect_uris: [POST_LOGOUT_URI],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        backchannel_logout_uri: `${issuer}${BACKCHANNEL_PATH}`,
        backchannel_logout_session_required: true,
      },
    ],
    claims: {
      acr: null,
      amr: null,
      sid: null,
      auth_time: null,
      // As the banks' directories do, the ID token says how the person signed in.
      openid: ['sub', 'acr', 'amr', 'sid', 'auth_time'],
      profile: ['preferred_username', 'groups'],
      email: ['email'],
    },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    cookies: { keys: ['test-directory-cookie-key'] },
    // Its back-channel calls go to this machine, which the provider's own guard refuses to reach.
    fetch: (url, init) => {
      const { dispatcher: _guard, ...options } = (init ?? {}) as RequestInit & { dispatcher?: unknown };
      return globalThis.fetch(url, options);
    },
    features: {
      devInteractions: { enabled: false },
      // The confirmation page is the bare form, which signOut fills as a person would.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => void (ctx.body = form),
        postLogoutSuccessSource: (ctx) => void (ctx.body = 'Signed out'),
      },
      backchannelLogout: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, preferred_username: account.userName, groups: account.groups }),
      };
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url === BACKCHANNEL_PATH) {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const token = new URLSearchParams(body).get('logout_token');
        if (token) logoutTokens.push(token);
        res.statusCode = 200;
        res.end();
      });
      return;
    }
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const account = next ?? { sub: 'nobody', userName: 'nobody', groups: [] };
      accounts.set(account.sub, account);
      const grant = new provider.Grant({ accountId: account.sub, clientId: TEST_CLIENT.id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, {
        login: {
          accountId: account.sub,
          ...(account.amr ? { amr: account.amr } : {}),
          ...(account.acr ? { acr: account.acr } : {}),
        },
        consent: { grantId },
      });
    })().catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });

  return {
    issuer,
    provider,
    config: {
      OIDC_DBI_ISSUER: issuer,
      OIDC_DBI_CLIENT_ID: TEST_CLIENT.id,
      OIDC_DBI_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_DBI_REDIRECT_URI: REDIRECT_URI,
      OIDC_DBI_POST_LOGOUT_REDIRECT_URI: POST_LOGOUT_URI,
      OIDC_DBI_NAME: 'Dahab Directory',
    },
    logoutTokens,
    async endThere(sub, sid) {
      const client = (await provider.Client.find(TEST_CLIENT.id)) as unknown as {
        backchannelLogout(sub: string, sid: string): Promise<void>;
      };
      await client.backchannelLogout(sub, sid);
    },
    sign: (claims, typ = 'logout+jwt') =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ }).sign(privateKey),
    async signIn(authorizationUrl, account) {
      next = account;
      const jar = new Map<string, string>();
      jars.set(account.sub, jar);
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const res = await browse(jar, url);
        const location = res.headers.get('location');
        if (!location) throw new Error(`The directory stopped at ${res.status}`);
        const to = new URL(location, url);
        if (to.toString().startsWith(REDIRECT_URI)) return Object.fromEntries(to.searchParams);
        url = to.toString();
      }
      throw new Error('Too many redirects');
    },
    async signOut(endSessionUrl, sub) {
      const jar = jars.get(sub) ?? new Map<string, string>();
      const page = await browse(jar, endSessionUrl);
      const html = await page.text();
      const action = /action="([^"]+)"/.exec(html)?.[1];
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
      if (!action || !xsrf) throw new Error(`No sign-out form (${page.status})`);
      let res = await browse(jar, new URL(action, endSessionUrl).toString(), { xsrf, logout: 'yes' });
      let at = action;
      for (let hop = 0; hop < 5; hop++) {
        const location = res.headers.get('location');
        if (!location) return at;
        at = new URL(location, new URL(at, issuer)).toString();
        if (!at.startsWith(issuer)) return at;
        res = await browse(jar, at);
      }
      throw new Error('Too many redirects');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Maps a directory group of DBI to a demo role in the first branch, as if approved; the role. */
export async function mapGroup(t: TestApp, groupName: string, roleName: string) {
  const db = t.database.db;
  const [role] = await db.select().from(roles).where(eq(roles.name, roleName));
  const [branch] = await db.select().from(branches).limit(1);
  if (!role || !branch) throw new Error('No demo role or branch');
  await db.insert(directoryMappings).values({
    tenant: 'DBI',
    groupName,
    organizationId: branch.organizationId,
    branchId: branch.id,
    roleIds: [role.id],
    ...created({ userName: 'test', at: t.clock.now() }),
  });
  return role;
}
