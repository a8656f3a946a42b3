import { queryOptions, useQuery } from '@tanstack/react-query';
import { screeningApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ScreenedProfile = 'Customer' | 'Business' | 'Merchant';
export type RecordScreening = screeningApi.RecordScreeningAnswer;

const endpoints = {
  Customer: screeningApi.customerScreening,
  Business: screeningApi.businessScreening,
  Merchant: screeningApi.merchantScreening,
} as const;

export const recordScreeningQuery = (type: ScreenedProfile, id: string) =>
  queryOptions({
    queryKey: queryKeys.screening.record(type, id),
    queryFn: ({ signal }) => api(endpoints[type], { params: { id }, signal, quiet: true }),
  });

/** GET Screening/{Customers|Businesses|Merchants}/{id}: the record's screening state and its hits. */
export const useRecordScreening = (type: ScreenedProfile, id: string) =>
  useQuery(recordScreeningQuery(type, id));
