import { merchantsApi as api } from '@console/contract';
import { Answer, route } from '../../kernel/routes.ts';
import type { MerchantStatementService } from './merchant-statement.service.ts';
import type { MerchantsService } from './merchants.service.ts';

export const merchantsRoutes = (merchants: MerchantsService, statements: MerchantStatementService) => [
  route(api.accountInquiry, ({ query, user }) =>
    merchants.accountInquiry(query.organizationId, query.accountNo, user),
  ),
  route(api.accountHolderImage, ({ query, user }) =>
    merchants.accountHolderImage(query.organizationId, query.accountNo, user),
  ),
  route(api.listMerchants, ({ query, user }) => merchants.list(query, user)),
  route(api.generateCode, ({ query, user, actor }) =>
    merchants.generateCode(query.organizationId, user, actor),
  ),
  route(api.createMerchant, ({ body, user, actor }) => merchants.create(body, user, actor)),
  route(api.updateMerchant, ({ params, body, user, actor }) =>
    merchants.update(params.id, body, user, actor),
  ),
  route(api.merchantQr, ({ params, user }) => merchants.qr(params.id, user)),
  route(api.merchantAccess, ({ params, user, actor }) => merchants.access(params.id, user, actor.at)),
  route(api.registerMerchantUser, ({ body, user, actor }) =>
    merchants.registerUser(body.merchantId, user, actor),
  ),
  route(api.statement, ({ query, user }) => statements.statement(query, user)),
  route(api.statementCsv, async ({ query, user }) => {
    const csv = await statements.csv(query, user);
    return new Answer(200, csv.body, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csv.fileName}"`,
    });
  }),
];
