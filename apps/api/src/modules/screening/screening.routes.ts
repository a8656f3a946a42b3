import { screeningApi as api } from '@console/contract';
import { route } from '../../platform/routes.ts';
import { readListUpload } from './list-upload.ts';
import type { ScreeningService } from './screening.service.ts';

export const screeningRoutes = (screening: ScreeningService) => [
  route(api.importList, ({ params, request, actor }) =>
    readListUpload(request, (upload) => screening.importList(params.source, upload, actor)),
  ),
  route(api.listVersions, () => screening.versions()),
  route(api.checkName, ({ body }) => screening.check(body)),
];
