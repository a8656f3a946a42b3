/** The claims of a JWT, read without checking it (the server does); null when unreadable. */
function claimsOf(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const claims: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Issue and expiry times of a JWT in milliseconds. */
export function tokenTimes(token: string): { issuedAt: number; expiresAt: number } | null {
  const claims = claimsOf(token);
  if (typeof claims?.iat !== 'number' || typeof claims.exp !== 'number') return null;
  return { issuedAt: claims.iat * 1000, expiresAt: claims.exp * 1000 };
}

/**
 * Whether `next` is a later token of the same server-side session (`sid`) as `previous`: what a
 * renewal gives, and not what a new sign-in gives.
 */
export function replaces(next: string, previous: string): boolean {
  if (next === previous) return false;
  const [a, b] = [claimsOf(next), claimsOf(previous)];
  return (
    typeof a?.sid === 'string' &&
    a.sid === b?.sid &&
    typeof a.iat === 'number' &&
    typeof b.iat === 'number' &&
    a.iat >= b.iat
  );
}
