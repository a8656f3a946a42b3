export type EnvironmentName = 'Development' | 'Sandbox' | 'Production';

/**
 * Spec 1 §1: Development on localhost or a 192.168 address, Sandbox when the host name contains
 * `sandbox`, Production otherwise.
 */
export function environmentName(hostname: string): EnvironmentName {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.startsWith('192.168')) return 'Development';
  if (host.includes('sandbox')) return 'Sandbox';
  return 'Production';
}

export const environmentLabel = (hostname: string): string => `Environment: ${environmentName(hostname)}`;
