export { otpRoutes } from './otp.routes.ts';
export { OtpService } from './otp.service.ts';
