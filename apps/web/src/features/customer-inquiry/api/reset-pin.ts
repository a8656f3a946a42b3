import { useMutation } from '@tanstack/react-query';
import { customersApi, messages, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type ResetPinBody = EndpointInput<typeof customersApi.resetPin>['body'];

/** POST Customers/ResetPin: resets the mobile-banking PIN with the OTP sent for ResetPin. */
export const resetPin = (body: ResetPinBody) => api(customersApi.resetPin, { body });

export const useResetPin = () =>
  useMutation({ mutationFn: resetPin, onSuccess: () => toast.success(messages.pinReset) });
