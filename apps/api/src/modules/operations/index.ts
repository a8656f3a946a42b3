export { operationsRoutes } from './operations.routes.ts';
export { OperationsService } from './operations.service.ts';
export { Upkeep } from './upkeep.ts';
