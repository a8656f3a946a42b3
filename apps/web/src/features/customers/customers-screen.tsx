import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterDialog } from '@/components/filter-dialog';
import { Button } from '@/components/ui/button';
import { useMetadata } from '@/lib/metadata';
import { useCustomers } from './api/list-customers';
import { customerColumns } from './customers-columns';
import { customerFilters, customerSortFields } from './customers-filters';
import { customersQueryOf, type CustomersSearch } from './customers-search';

/** /customers: customer profiles with their filters, paging and sort in the address (spec 2 §2). */
export function CustomersScreen({ search }: { search: CustomersSearch }) {
  const statuses = useMetadata().data?.CustomerStatus;
  const filters = useMemo(() => customerFilters(statuses ?? []), [statuses]);
  const table = useListTable(useCustomers(customersQueryOf(search)), search);
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
      <DataTable
        label="Customers"
        columns={customerColumns}
        getRowId={(c) => c.id}
        columnVisibility
        toolbar={<FilterDialog filters={filters} sortFields={customerSortFields} />}
        {...table}
      />
    </div>
  );
}
