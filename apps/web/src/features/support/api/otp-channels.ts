import { queryOptions, useQuery } from '@tanstack/react-query';
import { mbankingSupportApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET MBankingSupport/OtpChannels/{userId}: where an OTP can be resent (channel, value). */
export const otpChannelsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.mbanking.channels(userId),
    queryFn: ({ signal }) => api(mbankingSupportApi.userOtpChannels, { params: { userId }, signal }),
  });

export const useOtpChannels = (userId: string) => useQuery(otpChannelsQuery(userId));
