import { directoryApi, messages } from '@console/contract';
import { Answer, route } from '../../kernel/routes.ts';
import type { DirectoryLogout } from './directory-logout.ts';
import type { DirectoryMappings } from './directory-mappings.service.ts';
import type { DirectorySignIn } from './directory.service.ts';

const requestOf = (request: { ip: string; headers: Record<string, unknown> }) => {
  const agent = request.headers['user-agent'];
  return { address: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : undefined };
};

export const directoryRoutes = (
  directory: DirectorySignIn,
  logout: DirectoryLogout,
  rateLimit: { max: number; timeWindow: number },
) => [
  route(directoryApi.directoryStart, ({ params }) => directory.start(params.tenant), { rateLimit }),
  route(
    directoryApi.directoryCallback,
    async ({ params, query, request }) => {
      const result = await directory.callback(params.tenant, query, requestOf(request));
      switch (result.kind) {
        case 'token':
          return { token: result.token };
        case 'code-needed':
          return new Answer(202, { message: messages.codeRequired, ticket: result.ticket });
        case 'setup':
          return new Answer(203, {
            qrCode: result.qrCode,
            manualEntryKey: result.manualEntryKey,
            ticket: result.ticket,
          });
      }
    },
    { rateLimit },
  ),
  route(
    directoryApi.directoryCode,
    async ({ params, body, request }) => ({
      token: await directory.code(params.tenant, body.ticket, body.totp, requestOf(request)),
    }),
    { rateLimit },
  ),
  route(
    directoryApi.directoryBackchannelLogout,
    async ({ params, body, request }) => {
      await logout.backchannel(params.tenant, body.logout_token, request.ip);
      // Back-channel logout 1.0 §2.8: the answer is not to be cached.
      return new Answer(200, undefined, { 'cache-control': 'no-store' });
    },
    { rateLimit },
  ),
];

export const directoryMappingRoutes = (mappings: DirectoryMappings) => [
  route(directoryApi.listDirectoryMappings, ({ user }) => mappings.list(user)),
  route(directoryApi.proposeDirectoryMapping, ({ body, user, actor }) => mappings.propose(body, user, actor)),
  route(directoryApi.changeDirectoryMapping, ({ params, body, user, actor }) =>
    mappings.change(params.id, body, user, actor),
  ),
];
