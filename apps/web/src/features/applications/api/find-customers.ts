import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Candidate destination profiles for a flagged application: those with the same mobile number,
 * plus those whose name matches what the reviewer typed.
 */
export async function findCustomers(
  { mobile, name }: { mobile: string; name: string },
  signal?: AbortSignal,
): Promise<customersApi.CustomerRow[]> {
  const [byMobile, byName] = await Promise.all([
    mobile ? api(customersApi.lookupCustomer, { query: { mobile }, signal }) : Promise.resolve([]),
    name
      ? api(customersApi.listCustomers, { query: { name, size: 20 }, signal }).then((p) => p.items)
      : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  return [...byMobile, ...byName].filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)));
}

export const findCustomersQuery = (search: { mobile: string; name: string }) =>
  queryOptions({
    queryKey: queryKeys.applications.destinationCustomers(search),
    queryFn: ({ signal }) => findCustomers(search, signal),
  });

export const useFindCustomers = (search: { mobile: string; name: string }) =>
  useQuery(findCustomersQuery(search));
