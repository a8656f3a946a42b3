import { queryOptions, useQuery } from '@tanstack/react-query';
import { screeningApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type HitDetail = screeningApi.HitDetail;

export const hitQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.screening.hit(id),
    queryFn: ({ signal }) => api(screeningApi.getHit, { params: { id }, signal, quiet: true }),
    retry: false,
  });

/** GET Screening/Hits/{id}: the hit beside its list entry; another organization's is not found. */
export const useHit = (id: string) => useQuery(hitQuery(id));
