import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const userBranchesQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.users.branches(userId),
    queryFn: ({ signal }) => api(usersApi.userBranches, { params: { id: userId }, signal }),
  });

export const useUserBranches = (userId: string) => useQuery(userBranchesQuery(userId));
