export { CustomerProfiles } from './customer-profiles.service.ts';
export { customersRoutes } from './customers.routes.ts';
export { CustomersService } from './customers.service.ts';
export { customerNames } from './customer-list.repository.ts';
