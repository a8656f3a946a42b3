/** Issue and expiry times of a JWT in milliseconds, read without checking it (the server does). */
export function tokenTimes(token: string): { issuedAt: number; expiresAt: number } | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      iat?: unknown;
      exp?: unknown;
    };
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
    return { issuedAt: claims.iat * 1000, expiresAt: claims.exp * 1000 };
  } catch {
    return null;
  }
}
