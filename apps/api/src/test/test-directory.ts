import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

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
  close(): Promise<void>;
}

/**
 * A real OpenID provider (panva's oidc-provider) on 127.0.0.1 at a free port, in this process.
 * Its interaction page signs in whichever account the test names, with no form.
 */
export async function startTestDirectory(): Promise<TestDirectory> {
  const accounts = new Map<string, DirectoryAccount>();
  let next: DirectoryAccount | null = null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [REDIRECT_URI],
        post_logout_redirect_uris: ['http://127.0.0.1:8201/sign-in'],
        response_types: ['code'],
        grant_types: ['authorization_code'],
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
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
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
      OIDC_DBI_POST_LOGOUT_REDIRECT_URI: 'http://127.0.0.1:8201/sign-in',
      OIDC_DBI_NAME: 'Dahab Directory',
    },
    async signIn(authorizationUrl, account) {
      next = account;
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const at = pair?.indexOf('=') ?? -1;
          if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`The directory stopped at ${res.status}`);
        const to = new URL(location, url);
        if (to.toString().startsWith(REDIRECT_URI)) return Object.fromEntries(to.searchParams);
        url = to.toString();
      }
      throw new Error('Too many redirects');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
