export { searchRoutes } from './search.routes.ts';
export { SearchService } from './search.service.ts';
