import { z } from 'zod';
import { tenants, type Tenant } from '@console/contract';

/**
 * A bank's OpenID provider (its directory: Entra ID, ADFS, Keycloak, Okta), read from
 * `OIDC_<TENANT>_*`. Without `OIDC_<TENANT>_ISSUER` the bank signs in with local accounts only.
 */
export interface DirectorySettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The console's sign-in page that the directory sends the browser back to (registered there). */
  redirectUri: string;
  /** Where the directory sends the browser after signing out; its own page when absent. */
  postLogoutRedirectUri: string | undefined;
  /** Shown on the sign-in page as "Sign in with <name>". */
  displayName: string;
  /** The ID token claim holding the console's user name, and the one holding the groups. */
  userNameClaim: string;
  groupsClaim: string;
  /** `amr` values and `acr` values that count as a second factor done at the directory. */
  secondFactorAmr: string[];
  secondFactorAcr: string[];
}

const list = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(200)));
const claimName = z
  .string()
  .regex(/^[A-Za-z0-9_:./-]{1,100}$/, 'must be a claim name')
  .optional();
const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);
// Note: a directory is reached over https; plain http only on this machine (a test directory).
const issuerUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).refine((v) => {
  const u = new URL(v);
  return u.protocol === 'https:' || loopback.has(u.hostname);
}, 'must be https:// (http only on 127.0.0.1 or localhost)');
const pageUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' });

const tenantSchema = z.object({
  ISSUER: issuerUrl,
  CLIENT_ID: z.string().min(1, 'required with OIDC issuer').max(500),
  CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters'),
  REDIRECT_URI: pageUrl,
  POST_LOGOUT_REDIRECT_URI: pageUrl.optional(),
  NAME: z.string().trim().min(1).max(60).optional(),
  USERNAME_CLAIM: claimName,
  GROUPS_CLAIM: claimName,
  MFA_AMR: list.optional(),
  MFA_ACR: list.optional(),
});

/** Whether an environment variable belongs to a tenant's directory settings. */
const prefix = (tenant: Tenant) => `OIDC_${tenant}_`;

/**
 * The directories configured, by tenant. Returns the issues (variable and message) of a
 * tenant whose settings are incomplete or wrong, for the configuration's one error.
 */
export function readDirectories(env: NodeJS.ProcessEnv): {
  directories: Partial<Record<Tenant, DirectorySettings>>;
  issues: string[];
} {
  const directories: Partial<Record<Tenant, DirectorySettings>> = {};
  const issues: string[] = [];
  for (const tenant of tenants) {
    const p = prefix(tenant);
    const given = Object.fromEntries(
      Object.entries(env)
        .filter(([k, v]) => k.startsWith(p) && v !== undefined && v !== '')
        .map(([k, v]) => [k.slice(p.length), v]),
    );
    if (Object.keys(given).length === 0) continue;
    const parsed = tenantSchema.safeParse(given);
    if (!parsed.success) {
      for (const i of parsed.error.issues) issues.push(`${p}${i.path.join('.')}: ${i.message}`);
      continue;
    }
    const s = parsed.data;
    directories[tenant] = {
      issuer: new URL(s.ISSUER),
      clientId: s.CLIENT_ID,
      clientSecret: s.CLIENT_SECRET,
      redirectUri: s.REDIRECT_URI,
      postLogoutRedirectUri: s.POST_LOGOUT_REDIRECT_URI,
      displayName: s.NAME ?? tenant,
      userNameClaim: s.USERNAME_CLAIM ?? 'preferred_username',
      groupsClaim: s.GROUPS_CLAIM ?? 'groups',
      secondFactorAmr: s.MFA_AMR ?? ['mfa', 'otp', 'hwk', 'swk', 'fido'],
      secondFactorAcr: s.MFA_ACR ?? [],
    };
  }
  return { directories, issues };
}
