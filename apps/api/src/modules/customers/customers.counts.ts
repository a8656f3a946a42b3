import type { customersApi, EndpointQuery } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { kept } from '../../platform/kept-counts.ts';
import { countCustomers, listFilter } from './customers.repository.ts';

type CustomerQuery = EndpointQuery<typeof customersApi.listCustomers>;

/**
 * Totals of the big lists: the kept counts answer the common filters at once, anything more
 * selective (a name, an email) is counted for real, where the filter's index keeps it cheap.
 */
export class CustomerCounter {
  /** Filters narrow enough to be counted in the page's own scan. */
  selective(q: CustomerQuery): boolean {
    return (
      Boolean(q.name?.trim() || q.email?.trim()) ||
      q.hasOngoingApplications === false ||
      Boolean(q.status && q.hasOngoingApplications)
    );
  }

  async customers(exec: Executor, q: CustomerQuery): Promise<number> {
    if (this.selective(q)) return countCustomers(exec, listFilter(q));
    if (q.status) return kept(exec, `customers:status:${q.status}`);
    if (q.hasOngoingApplications) return kept(exec, 'customers:ongoing');
    return kept(exec, 'customers');
  }
}
