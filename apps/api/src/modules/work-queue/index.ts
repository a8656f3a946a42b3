export { queueDeciders } from './work-queue.deciders.ts';
export { workQueueRoutes } from './work-queue.routes.ts';
export { DEFAULT_SLA, WorkQueue } from './work-queue.service.ts';
