export { authRoutes } from './auth.routes.ts';
export { AuthService, type DirectorySignOut, type SignInResult } from './auth.service.ts';
