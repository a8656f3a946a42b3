import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { FilterDialog } from '@/components/filter-dialog';
import { Button } from '@/components/ui/button';
import { useMetadata } from '@/lib/metadata';
import { customerFilters, customerSortFields } from './customers-filters';
import type { CustomersSearch } from './customers-search';
import { CustomersTable } from './customers-table';

/** /customers: customer profiles with their filters (spec 2 §2). */
export function CustomersScreen({ search }: { search: CustomersSearch }) {
  const metadata = useMetadata();
  const statuses = metadata.data?.CustomerStatus;
  const filters = useMemo(() => customerFilters(statuses ?? []), [statuses]);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
          <p className="text-sm text-muted-foreground">Customer profiles onboarded in the console.</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/customer-inquiry">
            <SearchIcon aria-hidden="true" />
            Customer Inquiry
          </Link>
        </Button>
      </div>
      <CustomersTable
        search={search}
        toolbar={<FilterDialog filters={filters} sortFields={customerSortFields} />}
      />
    </div>
  );
}
