import { adminChangesApi as api } from '@console/contract';
import type { AdminChanges } from './admin-changes.ts';
import { route } from '../../kernel/routes.ts';

export const adminChangesRoutes = (changes: AdminChanges) => [
  route(api.listAdminChanges, ({ query, user, actor }) => changes.list(query, user, actor.at)),
  route(api.getAdminChange, ({ params, user, actor }) => changes.get(params.id, user, actor.at)),
  route(api.approveAdminChange, ({ params, user, actor }) => changes.approve(params.id, user, actor)),
  route(api.rejectAdminChange, ({ params, body, user, actor }) =>
    changes.reject(params.id, body.remarks, user, actor),
  ),
];
