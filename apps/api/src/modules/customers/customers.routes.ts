import { customersApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { CustomersService } from './customers.service.ts';

export const customersRoutes = (customers: CustomersService) => [
  route(api.listCustomers, ({ query, user }) => customers.list(query, user)),
  route(api.lookupCustomer, ({ query, user }) => customers.lookup(query.mobile, query.organizationId, user)),
  route(api.getCustomer, ({ params, user }) => customers.get(params.id, user)),
  route(api.updateCustomer, ({ params, body, user, actor }) =>
    customers.update(params.id, params.rowVersion, body, user, actor),
  ),
  route(api.revealCustomerField, ({ params, body, user, actor }) =>
    customers.reveal(params.id, body, user, actor),
  ),
  route(api.inquiryByPhone, ({ params, user, actor }) =>
    customers.inquiry(params.org, params.mobile, user, actor),
  ),
  route(api.inquiryImage, ({ params, user }) => customers.image(params.org, params.customerId, user)),
  route(api.customerAccounts, ({ params, query, user }) =>
    customers.accounts(params.id, query.organizationId, user),
  ),
  route(api.mobileBankingUser, ({ params, user }) =>
    customers.mobileBankingUser(params.org, params.phone, user),
  ),
  route(api.resetPin, ({ body, user, actor }) => customers.resetPin(body, user, actor)),
];
