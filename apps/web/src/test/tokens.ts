import type { TokenClaims } from '@console/contract/core';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with the claims of spec 1 §3 (the web never checks signatures). */
export function fakeToken(claims: Partial<TokenClaims> & { iat?: number; exp?: number } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    userId: '7d0b5a52-8f43-4f5e-9a55-3f2f1f0c1a01',
    userName: 'officer',
    isSUDO: 'False',
    resetPassword: 'False',
    tenant: 'DBI',
    branchCode: '001',
    userRoles: '[]',
    permissions: '[]',
    sid: 's1',
    iat: now,
    exp: now + 900,
    ...claims,
  };
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.sig`;
}

/** A JSON answer for a mocked fetch. */
export const jsonResponse = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
