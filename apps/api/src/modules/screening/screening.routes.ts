import { screeningApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { ScreeningHits } from './hits.service.ts';
import { readListUpload } from './list-upload.ts';
import type { ScreeningService } from './screening.service.ts';
import type { ScreeningThresholds } from './thresholds.ts';

export const screeningRoutes = (
  screening: ScreeningService,
  hits: ScreeningHits,
  thresholds: ScreeningThresholds,
) => [
  route(api.importList, ({ params, request, actor }) =>
    readListUpload(request, (upload) => screening.importList(params.source, upload, actor)),
  ),
  route(api.listVersions, () => screening.versions()),
  route(api.checkName, ({ body }) => screening.check(body)),
  route(api.screenCustomer, ({ params, user, actor }) => hits.screenCustomer(params.id, user, actor)),
  route(api.screenBusiness, ({ params, user, actor }) => hits.screenBusiness(params.id, user, actor)),
  route(api.screenSignatory, ({ params, user, actor }) => hits.screenSignatory(params.id, user, actor)),
  route(api.screenMerchant, ({ params, user, actor }) => hits.screenMerchant(params.id, user, actor)),
  route(api.customerScreening, ({ params, user }) => hits.customerStanding(params.id, user)),
  route(api.businessScreening, ({ params, user }) => hits.businessStanding(params.id, user)),
  route(api.merchantScreening, ({ params, user }) => hits.merchantStanding(params.id, user)),
  route(api.listHits, ({ query, user }) => hits.list(query, user)),
  route(api.getHit, ({ params, user }) => hits.get(params.id, user)),
  route(api.getThresholds, () => thresholds.get()),
  route(api.changeThresholds, ({ body, user, actor }) => thresholds.change(body, user, actor)),
  route(api.decideHit, ({ params, body, user, actor }) => hits.decide(params.id, body, user, actor)),
];
