import { sandboxApi as api } from '@console/contract';
import { route } from '../../platform/routes.ts';
import type { SandboxService } from './sandbox.service.ts';

/** The sandbox's SMS outbox, so demos and tests can read the codes it "sent". */
export const sandboxRoutes = (sandbox: SandboxService) => [
  route(api.smsOutbox, ({ query }) => sandbox.smsOutbox(query)),
];
