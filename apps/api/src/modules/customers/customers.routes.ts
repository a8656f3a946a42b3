import { customersApi as api } from '@console/contract';
import { actorOf } from '../../platform/actor.ts';
import { route } from '../../platform/routes.ts';
import type { CustomersService } from './customers.service.ts';

export const customersRoutes = (customers: CustomersService) => [
  route(api.listCustomers, ({ query }) => customers.list(query)),
  route(api.lookupCustomer, ({ query }) => customers.lookup(query.mobile, query.organizationId)),
  route(api.getCustomer, ({ params }) => customers.get(params.id)),
  route(api.updateCustomer, ({ params, body, user, request }) =>
    customers.update(params.id, params.rowVersion, body, actorOf(user, request)),
  ),
  route(api.inquiryByPhone, ({ params, user, request }) =>
    customers.inquiry(params.org, params.mobile, actorOf(user, request)),
  ),
  route(api.inquiryImage, ({ params }) => customers.image(params.org, params.customerId)),
  route(api.customerAccounts, ({ params, query }) => customers.accounts(params.id, query.organizationId)),
  route(api.mobileBankingUser, ({ params }) => customers.mobileBankingUser(params.org, params.phone)),
  route(api.resetPin, ({ body, user, request }) => customers.resetPin(body, actorOf(user, request))),
];
