export { queueDeciders } from './work-queue.deciders.ts';
export { workQueueRoutes } from './work-queue.routes.ts';
export { WorkQueue } from './work-queue.service.ts';
