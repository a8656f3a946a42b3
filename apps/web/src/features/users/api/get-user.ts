import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { usersKey } from './list-users';

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id],
    queryFn: ({ signal }) => api(usersApi.getUser, { params: { id }, signal }),
  });

export const useUser = (id: string) => useQuery(userQuery(id));
