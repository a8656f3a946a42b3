export { MerchantStatementService } from './merchant-statement.service.ts';
export { merchantsRoutes } from './merchants.routes.ts';
export { MerchantsService } from './merchants.service.ts';
export { sanctionMerchant } from './merchant-sanctions.ts';
