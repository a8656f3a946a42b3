export { notify, type Notice } from './notifications.repository.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { NotificationsService } from './notifications.service.ts';
