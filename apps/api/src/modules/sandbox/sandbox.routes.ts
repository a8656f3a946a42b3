import { merchantsApi, sandboxApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { SandboxService } from './sandbox.service.ts';

/**
 * The sandbox's SMS outbox, so demos and tests can read the codes it "sent"; its fault switch; and
 * payments into merchants, as wallets paying by QR would make them.
 */
export const sandboxRoutes = (sandbox: SandboxService) => [
  route(api.smsOutbox, ({ query }) => sandbox.smsOutbox(query)),
  route(api.getCoreFaults, () => sandbox.coreFaults()),
  route(api.setCoreFaults, ({ body, actor }) => sandbox.setCoreFaults(body.mode, actor)),
  route(merchantsApi.simulatePayments, ({ body }) => sandbox.merchantPayments(body)),
];
