import { useMutation } from '@tanstack/react-query';
import { otpApi, type EndpointInput } from '@console/contract';
import { api } from './api-client';

export type SendOtpBody = EndpointInput<typeof otpApi.sendOtp>['body'];

/** POST Applications/SendOtp: a 6-digit code by SMS to the customer's phone, for one operation. */
export const sendOtp = (body: SendOtpBody) => api(otpApi.sendOtp, { body });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
