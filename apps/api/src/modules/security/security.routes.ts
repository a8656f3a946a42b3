import { securityApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { SecurityChanges } from './security-changes.ts';
import type { SecurityService } from './security.service.ts';

export const securityRoutes = (security: SecurityService, changes: SecurityChanges) => [
  route(api.listSessions, ({ query, user, actor }) => security.sessions(query, user, actor.at)),
  route(api.endSession, ({ params, user, actor }) => security.endSession(params.id, user, actor)),
  route(api.endUserSessions, ({ body, user, actor }) => security.endAll(body.userId, user, actor)),
  route(api.listLockouts, ({ query, user, actor }) => security.lockouts(query, user, actor.at)),
  route(api.unlockUser, ({ params, user, actor }) => changes.unlock(params.id, user, actor)),
  route(api.listFailedSignIns, ({ query, user }) => security.failedSignIns(query, user)),
  route(api.getPolicies, () => changes.policies()),
  route(api.changePolicies, ({ body, user, actor }) => changes.changePolicies(body, user, actor)),
  route(api.getAllowedNetworks, ({ params, user }) => changes.networks(params.id, user)),
  route(api.changeAllowedNetworks, ({ params, body, user, actor }) =>
    changes.changeNetworks(params.id, body.networks, user, actor),
  ),
];
