import { authApi, messages } from '@console/contract';
import { Answer, route } from '../../kernel/routes.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes = (auth: AuthService, rateLimit: { max: number; timeWindow: number }) => [
  route(
    authApi.login,
    async ({ body, request }) => {
      const agent = request.headers['user-agent'];
      const result = await auth.signIn(body, request.ip, agent?.slice(0, 300));
      switch (result.kind) {
        case 'token':
          return { token: result.token };
        case 'code-needed':
          return new Answer(202, { message: messages.codeRequired });
        case 'setup':
          return new Answer(203, { qrCode: result.qrCode, manualEntryKey: result.manualEntryKey });
      }
    },
    { rateLimit },
  ),
  route(
    authApi.verifyTotp,
    async ({ body, user, actor }) => ({ valid: await auth.verifyCode(user, body.totp, actor) }),
    { rateLimit },
  ),
  route(authApi.refresh, async ({ user }) => ({ token: await auth.refresh(user) })),
  route(authApi.logout, async ({ user, actor }) => {
    const directory = await auth.logout(user, actor);
    return directory ? new Answer(200, directory) : undefined;
  }),
  route(authApi.myPermissions, ({ user }) => Promise.resolve(user.permissions)),
];
