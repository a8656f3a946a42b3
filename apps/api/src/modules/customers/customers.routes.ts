import { customersApi as api } from '@console/contract';
import { route } from '../../platform/routes.ts';
import type { CustomersService } from './customers.service.ts';

export const customersRoutes = (customers: CustomersService) => [
  route(api.listCustomers, ({ query }) => customers.list(query)),
  route(api.lookupCustomer, ({ query }) => customers.lookup(query.mobile, query.organizationId)),
  route(api.getCustomer, ({ params }) => customers.get(params.id)),
  route(api.updateCustomer, ({ params, body, actor }) =>
    customers.update(params.id, params.rowVersion, body, actor),
  ),
  route(api.inquiryByPhone, ({ params, actor }) => customers.inquiry(params.org, params.mobile, actor)),
  route(api.inquiryImage, ({ params }) => customers.image(params.org, params.customerId)),
  route(api.customerAccounts, ({ params, query }) => customers.accounts(params.id, query.organizationId)),
  route(api.mobileBankingUser, ({ params }) => customers.mobileBankingUser(params.org, params.phone)),
  route(api.resetPin, ({ body, actor }) => customers.resetPin(body, actor)),
];
