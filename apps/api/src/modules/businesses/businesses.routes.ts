import { businessesApi as api } from '@console/contract';
import { readUpload } from '../../platform/multipart.ts';
import { route } from '../../kernel/routes.ts';
import type { BusinessDocuments } from './business-documents.service.ts';
import type { BusinessDecisions } from './businesses.decisions.ts';
import type { BusinessesService } from './businesses.service.ts';

export const businessesRoutes = (
  businesses: BusinessesService,
  decisions: BusinessDecisions,
  documents: BusinessDocuments,
) => [
  route(api.listBusinesses, ({ query, user }) => businesses.list(query, user)),
  route(api.registerBusiness, ({ body, user, actor }) => businesses.register(body, user, actor)),
  route(api.getBusiness, ({ params, user }) => businesses.get(params.id, user)),
  route(api.signatories, ({ params, user }) => businesses.signatories(params.id, user)),
  route(api.businessMissingDocuments, ({ params, user }) => businesses.missing(params.id, user)),
  route(api.businessHistory, ({ params, user }) => businesses.history(params.id, user)),
  route(api.changeBusinessStatus, ({ params, body, user, actor }) =>
    decisions.changeStatus(params.id, body, user, actor),
  ),
  route(api.businessDocuments, ({ params, user }) => documents.ofBusiness(params.id, user)),
  route(api.uploadBusinessDocument, async ({ params, request, user, actor }) =>
    documents.uploadForBusiness(params.id, await readUpload(request), user, actor),
  ),
  route(api.ownerDocuments, ({ params, user }) => documents.ofOwner(params.id, user)),
  route(api.uploadOwnerDocument, async ({ request, user, actor }) =>
    documents.uploadForOwner(await readUpload(request), user, actor),
  ),
  route(api.businessDocumentFile, ({ params, user }) => documents.file(params.id, user)),
];
