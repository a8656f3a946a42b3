import { operationsApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { OperationsService } from './operations.service.ts';

export const operationsRoutes = (operations: OperationsService) => [
  route(api.listJobs, ({ query, user }) => operations.list(query, user)),
  route(api.retryJob, ({ params, user, actor }) => operations.retry(params.id, user, actor)),
  route(api.discardJob, ({ params, user, actor }) => operations.discard(params.id, user, actor)),
];
