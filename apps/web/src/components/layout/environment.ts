import { layoutText } from './messages';

export type EnvironmentName = 'Development' | 'Sandbox' | 'Production';

/** What the server says it runs on (GET System/Info); unknown until it has answered. */
export interface ServerFacts {
  coreBanking: 'sandbox' | 'bank';
}

// Note: URL host names keep IPv6 addresses in brackets; `*.localhost` always resolves to loopback
// (RFC 6761), so it counts as this machine too.
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare) || /^::ffff:7f[0-9a-f]{2}:/.test(bare))
    return true;
  return false;
}

/**
 * Spec 1 §1, extended: a server running the sandbox core is a Sandbox whatever the host; otherwise
 * Development on this machine (every loopback address) or a 192.168 address, Sandbox when the host
 * name contains `sandbox`, Production otherwise.
 */
export function environmentName(hostname: string, server?: ServerFacts | null): EnvironmentName {
  const host = hostname.toLowerCase();
  if (server?.coreBanking === 'sandbox') return 'Sandbox';
  if (isLoopback(host) || host.startsWith('192.168')) return 'Development';
  if (host.includes('sandbox')) return 'Sandbox';
  return 'Production';
}

const names = {
  Development: 'development',
  Sandbox: 'sandbox',
  Production: 'production',
} as const satisfies Record<EnvironmentName, string>;

/** "Environment: Development", in the language of the moment. */
export const environmentLabel = (hostname: string, server?: ServerFacts | null): string =>
  layoutText.t('environment', { name: layoutText.t(names[environmentName(hostname, server)]) });
