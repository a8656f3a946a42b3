export { authRoutes } from './auth.routes.ts';
export { AuthService, type SignInResult } from './auth.service.ts';
