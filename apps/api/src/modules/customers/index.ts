export { CustomerProfiles } from './customer-profiles.service.ts';
export { CustomerCounter } from './customers.counts.ts';
export { customersRoutes } from './customers.routes.ts';
export { CustomersService } from './customers.service.ts';
