export { riskRoutes } from './risk.routes.ts';
export { RiskRatings } from './risk.service.ts';
export { RuleDrafts } from './rule-drafts.ts';
export { RiskOverrides } from './overrides.ts';
