import { createRemoteJWKSet } from 'jose';
import * as oidc from 'openid-client';
import type { Tenant } from '@console/contract';
import type { DirectorySettings } from '../../kernel/directory-config.ts';
import type { LogoutTokenIssuer } from './logout-token.ts';

/** What the console keeps of a directory's answer: the ID token checked, and its claims. */
export interface DirectoryAnswer {
  idToken: string;
  claims: Record<string, unknown> & { sub: string };
}

/** The secrets of one sign-in between its start and its callback. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The banks' OpenID providers through openid-client: discovery once per tenant (again after a
 * failure), the authorization request with PKCE, and the code exchange, which checks the ID
 * token's signature, issuer, audience, nonce and times. Note: the token's times are checked by
 * the library against the system clock, the clock the directory signs them by; the console's own
 * deadlines (the state, the ticket) are the injected clock's.
 */
export class DirectoryClients {
  private readonly found = new Map<Tenant, Promise<oidc.Configuration>>();
  private readonly keySets = new Map<Tenant, { uri: string; keys: ReturnType<typeof createRemoteJWKSet> }>();

  constructor(private readonly settings: Partial<Record<Tenant, DirectorySettings>>) {}

  configured(tenant: Tenant): DirectorySettings | undefined {
    return this.settings[tenant];
  }

  private configuration(tenant: Tenant, s: DirectorySettings): Promise<oidc.Configuration> {
    let found = this.found.get(tenant);
    if (!found) {
      const insecure = s.issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {};
      found = oidc.discovery(s.issuer, s.clientId, s.clientSecret, undefined, insecure);
      found.catch(() => this.found.delete(tenant));
      this.found.set(tenant, found);
    }
    return found;
  }

  async authorizationUrl(tenant: Tenant, s: DirectorySettings, checks: SignInChecks): Promise<string> {
    const config = await this.configuration(tenant, s);
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: s.redirectUri,
        scope: 'openid profile email',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** Exchanges the code the browser brought back; throws when any check fails. */
  async exchange(
    tenant: Tenant,
    s: DirectorySettings,
    returned: Record<string, string>,
    checks: SignInChecks,
  ): Promise<DirectoryAnswer> {
    const config = await this.configuration(tenant, s);
    const url = new URL(s.redirectUri);
    for (const [k, v] of Object.entries(returned)) url.searchParams.set(k, v);
    const tokens = await oidc.authorizationCodeGrant(config, url, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new Error('No ID token');
    return { idToken: tokens.id_token, claims: { ...claims, sub: claims.sub } };
  }

  /**
   * Where the browser signs out of the directory: its end-session endpoint with the ID token as
   * the hint and the console's page to come back to; null when the directory announces none.
   */
  async endSessionUrl(tenant: Tenant, s: DirectorySettings, idToken: string): Promise<string | null> {
    const config = await this.configuration(tenant, s);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc
      .buildEndSessionUrl(config, {
        id_token_hint: idToken,
        ...(s.postLogoutRedirectUri ? { post_logout_redirect_uri: s.postLogoutRedirectUri } : {}),
      })
      .toString();
  }

  /**
   * The issuer, keys and algorithms a logout token is checked against, as discovered. The key set
   * is fetched when first needed and again for a key it does not hold (the directory's rotation).
   */
  async logoutTokenIssuer(tenant: Tenant, s: DirectorySettings): Promise<LogoutTokenIssuer> {
    const meta = (await this.configuration(tenant, s)).serverMetadata();
    if (!meta.jwks_uri) throw new Error('The directory announces no keys');
    let set = this.keySets.get(tenant);
    if (set?.uri !== meta.jwks_uri) {
      set = { uri: meta.jwks_uri, keys: createRemoteJWKSet(new URL(meta.jwks_uri)) };
      this.keySets.set(tenant, set);
    }
    // Note: asymmetric algorithms only; a token signed with the client secret or none is refused.
    const announced = meta.id_token_signing_alg_values_supported ?? ['RS256'];
    return {
      issuer: meta.issuer,
      clientId: s.clientId,
      keys: set.keys,
      algorithms: announced.filter((a) => a !== 'none' && !a.startsWith('HS')),
    };
  }
}

export const newChecks = (): SignInChecks => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});
