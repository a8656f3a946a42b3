import type { FastifyRequest } from 'fastify';
import type { Actor } from './audit.ts';
import type { SessionUser } from './session-user.ts';

/** The audit identity of a request: the user, the administrator behind a view-as, the address. */
export const actorOf = (user: SessionUser, request: FastifyRequest): Actor => ({
  userName: user.userName,
  actorName: user.actor?.userName,
  address: request.ip,
});
