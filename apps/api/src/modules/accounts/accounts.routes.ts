import { accountsApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { AccountsService } from './accounts.service.ts';

export const accountsRoutes = (accounts: AccountsService) => [
  route(api.linkAccount, ({ body, user, actor }) => accounts.link(body, user, actor)),
  route(api.deLinkAccount, ({ body, user, actor }) => accounts.deLink(body, user, actor)),
  route(api.getLimit, ({ params, user }) => accounts.limit(params, user)),
  route(api.setLimit, ({ body, user, actor }) => accounts.setLimit(body, user, actor)),
  route(api.listCards, ({ params, user }) => accounts.cards(params, user)),
  route(api.resetCardPin, ({ body, user, actor }) => accounts.resetCardPin(body, user, actor)),
  route(api.resetPinCounter, ({ body, user, actor }) => accounts.resetPinCounter(body, user, actor)),
];
