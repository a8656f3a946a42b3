import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => api(usersApi.getUser, { params: { id }, signal }),
  });

export const useUser = (id: string) => useQuery(userQuery(id));
