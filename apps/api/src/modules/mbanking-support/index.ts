export { mbankingSupportRoutes } from './mbanking-support.routes.ts';
export { MbankingSupportService } from './mbanking-support.service.ts';
