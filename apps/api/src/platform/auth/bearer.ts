/**
 * The token of an `Authorization: Bearer <token>` header, or null for any other header. The one
 * reading of the header, for the API's sessions and for /metrics alike.
 * Note: the scheme is matched whatever its case, as RFC 7235 §2.1 says of every scheme (RFC 6750
 * §2.1 for this one); one or more spaces part it from the token, and the token has no space in it.
 */
export function bearerToken(header: string | undefined): string | null {
  return /^bearer +(\S+)$/i.exec(header?.trim() ?? '')?.[1] ?? null;
}
