import { isLanguage, type Language } from './languages.ts';
import { normalizeTenant, type Tenant } from './statuses.ts';

/** Token claims (spec 1 §3): booleans and lists travel as text. */
export interface TokenClaims {
  userId: string;
  userName: string;
  isSUDO: string;
  resetPassword: string;
  tenant: string;
  branchCode: string;
  userRoles: string;
  permissions: string;
  sid: string;
  /** Present during view-as: the administrator who is really acting. */
  actorName?: string;
  /** The user's chosen language, when they have chosen one. */
  language?: string;
  /** True for a merchant's own user (spec 2 §3, User.isMerchant); absent for staff. */
  isMerchant?: string;
}

/** The session user the web keeps (spec 1 §3). */
export interface StoredSession {
  userName: string;
  userId: string;
  userRoles: { id: string; name: string }[];
  permissions: string[];
  isSUDO: boolean;
  tenant: Tenant;
  resetPassword: boolean;
  branchCode: string | null;
  token: string;
  actorName: string | null;
  /** The language the user chose, kept on the server; null until they choose one. */
  language: Language | null;
  /** A merchant's own user, who reads its merchant's statement (absent in sessions kept before). */
  isMerchant?: boolean;
}

/** isSUDO and resetPassword are true unless the claim is the text False (spec 1 §3). */
export const claimFlag = (value: unknown): boolean => value !== 'False';
export const flagClaim = (value: boolean): string => (value ? 'True' : 'False');

function parseList<T>(text: unknown): T[] {
  if (typeof text !== 'string') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** Reads a token's claims without checking the signature: the server checks it on every call. */
export function sessionFromToken(token: string): StoredSession | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims>;
    if (!claims.userId || !claims.userName) return null;
    return {
      userName: claims.userName,
      userId: claims.userId,
      userRoles: parseList(claims.userRoles),
      permissions: parseList<string>(claims.permissions),
      isSUDO: claimFlag(claims.isSUDO),
      tenant: normalizeTenant(claims.tenant),
      resetPassword: claimFlag(claims.resetPassword),
      branchCode: claims.branchCode ? claims.branchCode : null,
      token,
      actorName: claims.actorName ?? null,
      language: isLanguage(claims.language) ? claims.language : null,
      isMerchant: claims.isMerchant === flagClaim(true),
    };
  } catch {
    return null;
  }
}
