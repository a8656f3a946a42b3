import { riskApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { RiskOverrides } from './overrides.ts';
import type { RuleDrafts } from './rule-drafts.ts';
import type { RiskRatings } from './risk.service.ts';

export const riskRoutes = (risk: RiskRatings, drafts: RuleDrafts, overrides: RiskOverrides) => [
  route(api.customerRisk, ({ params, user }) => risk.riskOf('Customer', params.id, user)),
  route(api.businessRisk, ({ params, user }) => risk.riskOf('Business', params.id, user)),
  route(api.getRules, () => risk.rules()),
  route(api.createDraft, ({ body, user, actor }) => drafts.create(body, user, actor)),
  route(api.dryRunDraft, ({ params, user }) => drafts.dryRun(params.id, user)),
  route(api.commitDraft, ({ params, user, actor }) => drafts.commit(params.id, user, actor)),
  route(api.overrideCustomerRisk, ({ params, body, user, actor }) =>
    overrides.request('Customer', params.id, body, user, actor),
  ),
  route(api.overrideBusinessRisk, ({ params, body, user, actor }) =>
    overrides.request('Business', params.id, body, user, actor),
  ),
  route(api.decideOverride, ({ params, body, user, actor }) =>
    overrides.decide(params.id, body, user, actor),
  ),
];
