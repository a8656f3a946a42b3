export { SecurityChanges } from './security-changes.ts';
export { securityRoutes } from './security.routes.ts';
export { SecurityService } from './security.service.ts';
