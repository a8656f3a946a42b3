import { otpApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { OtpService } from './otp.service.ts';

export const otpRoutes = (otp: OtpService) => [
  route(api.sendOtp, ({ body, user, actor }) => otp.sendFor(body, user, actor)),
];
