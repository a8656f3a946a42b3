export { authRoutes } from './auth.routes.ts';
export { AuthService } from './auth.service.ts';
