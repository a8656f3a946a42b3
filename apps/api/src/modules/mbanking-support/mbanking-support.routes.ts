import { mbankingSupportApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { MbankingSupportService } from './mbanking-support.service.ts';

export const mbankingSupportRoutes = (support: MbankingSupportService) => [
  route(api.userLookup, ({ params, user, actor }) => support.lookup(params.org, params.phone, user, actor)),
  route(api.userInfo, ({ params, query, user }) => support.info(params.userId, query, user)),
  route(api.blockUser, ({ body, user, actor }) => support.block(body, user, actor)),
  route(api.unblockUser, ({ body, user, actor }) => support.unblock(body, user, actor)),
  route(api.userOtpChannels, ({ params, user }) => support.channels(params.userId, user)),
  route(api.resendOtp, ({ body, user, actor }) => support.resendOtp(body, user, actor)),
];
