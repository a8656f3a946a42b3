import { searchApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes = (search: SearchService) => [
  route(api.searchRecords, ({ query, user }) => search.search(query.q, user)),
];
