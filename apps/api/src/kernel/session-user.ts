import type { FastifyRequest } from 'fastify';
import type { Tenant } from '@console/contract';

/** The signed-in user of a request, as the server-side session and token say. */
export interface SessionUser {
  userId: string;
  userName: string;
  isSUDO: boolean;
  permissions: string[];
  roles: { id: string; name: string }[];
  tenant: Tenant;
  branchCode: string | null;
  resetPassword: boolean;
  sessionId: string;
  /** The `jti` of the token this request came with; the session holds the one that is good now. */
  tokenId: string;
  /** The administrator behind a view-as session; such a session may only read. */
  actor: { userId: string; userName: string } | null;
  /**
   * The organizations of the user's branch mappings, read with the session at each request; absent
   * for a user made otherwise (at sign-in, by the demo's seeding), whose scope is read when needed.
   */
  organizationIds?: readonly string[];
}

/** Finds the session user of a request, or null when there is no valid session. */
export interface Authenticator {
  authenticate(request: FastifyRequest): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}
