import { notificationsApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes = (notifications: NotificationsService) => [
  route(api.listNotifications, ({ query, user }) => notifications.list(query, user)),
  route(api.readNotifications, ({ body, user, actor }) => notifications.read(body.ids, user, actor.at)),
];
