import type { customersApi, EndpointQuery } from '@console/contract';
import type { OrgScope } from '../../platform/org-scope.ts';

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

  /** The kept count answering this filter, or null when the filter is counted for real. */
  keyFor(q: CustomerQuery, scope?: OrgScope): string | null {
    // Kept counts are of every organization: a narrower scope is counted for real.
    if (this.selective(q) || (scope && !scope.all)) return null;
    if (q.status) return `customers:status:${q.status}`;
    if (q.hasOngoingApplications) return 'customers:ongoing';
    return 'customers';
  }
}
