export { accountsRoutes } from './accounts.routes.ts';
export { AccountsService } from './accounts.service.ts';
