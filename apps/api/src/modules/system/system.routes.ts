import { platformApi } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { SystemService } from './system.service.ts';

export const systemRoutes = (service: SystemService) => [route(platformApi.systemInfo, () => service.info())];
