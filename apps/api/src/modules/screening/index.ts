export { screeningRoutes } from './screening.routes.ts';
export { ScreeningService } from './screening.service.ts';
