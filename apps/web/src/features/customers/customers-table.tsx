import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { pagingOf } from '@/components/data-table/list-search';
import { useCustomers } from './api/list-customers';
import { customerColumns } from './customers-columns';
import { customersQueryOf, type CustomersSearch } from './customers-search';

/** The customers list: server paging and sort from the address (spec 1 §9). */
export function CustomersTable({ search, toolbar }: { search: CustomersSearch; toolbar: ReactNode }) {
  const customers = useCustomers(customersQueryOf(search));
  const page = customers.data;
  const { page: pageIndex, size } = pagingOf(search);
  return (
    <DataTable
      label="Customers"
      columns={customerColumns}
      data={page?.items}
      isLoading={customers.isPending || customers.isPlaceholderData}
      getRowId={(c) => c.id}
      paging={{ page: pageIndex, size, totalItems: page?.totalItems, totalPages: page?.totalPages ?? 1 }}
      pagination
      sort={search.sort}
      columnVisibility
      hide={search.hide}
      toolbar={toolbar}
    />
  );
}
