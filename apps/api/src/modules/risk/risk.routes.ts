import { riskApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { RiskRatings } from './risk.service.ts';

export const riskRoutes = (risk: RiskRatings) => [
  route(api.customerRisk, ({ params, user }) => risk.riskOf('Customer', params.id, user)),
  route(api.businessRisk, ({ params, user }) => risk.riskOf('Business', params.id, user)),
  route(api.getRules, () => risk.rules()),
];
