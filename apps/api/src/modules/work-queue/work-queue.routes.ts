import { workQueueApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { WorkQueue } from './work-queue.service.ts';

export const workQueueRoutes = (queue: WorkQueue) => [
  route(api.listWorkQueue, ({ query, user, actor }) => queue.list(query, user, actor.at)),
  route(api.countWorkQueue, ({ user, actor }) => queue.count(user, actor.at)),
  route(api.claimWorkItem, ({ body, user, actor }) => queue.claim(body.recordId, user, actor)),
  route(api.assignWorkItem, ({ body, user, actor }) => queue.assign(body.recordId, body.userId, user, actor)),
  route(api.listWorkDeciders, ({ query, user, actor }) => queue.deciders(query.recordId, user, actor.at)),
  route(api.decideWorkItems, ({ body, user, actor }) => queue.decide(body, user, actor)),
  route(api.listSla, ({ user }) => queue.listSla(user)),
  route(api.setSla, ({ body, user, actor }) => queue.setSla(body, user, actor)),
];
