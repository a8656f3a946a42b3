import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterDialog } from '@/components/filter-dialog';
import { Button } from '@/components/ui/button';
import { useLanguage, useT } from '@/lib/i18n';
import { useMetadata } from '@/lib/metadata';
import { useCustomers } from './api/list-customers';
import { customerColumns } from './customers-columns';
import { customerFilters, customerSortFields } from './customers-filters';
import { customersQueryOf, type CustomersSearch } from './customers-search';
import { customersText } from './messages';

/** /customers: customer profiles with their filters, paging and sort in the address (spec 2 §2). */
export function CustomersScreen({ search }: { search: CustomersSearch }) {
  const t = useT(customersText);
  const language = useLanguage();
  const statuses = useMetadata().data?.CustomerStatus;
  const { columns, sortFields, filters } = useMemo(
    () => ({
      columns: customerColumns(),
      sortFields: customerSortFields(),
      filters: customerFilters(statuses ?? []),
    }),
    // Their headers and labels are the active language's texts: made again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [statuses, language],
  );
  const table = useListTable(useCustomers(customersQueryOf(search)), search);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('customers')}</h1>
          <p className="text-sm text-muted-foreground">{t('customersIntro')}</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/customer-inquiry">
            <SearchIcon aria-hidden="true" />
            {t('customerInquiry')}
          </Link>
        </Button>
      </div>
      <DataTable
        label={t('customers')}
        columns={columns}
        getRowId={(c) => c.id}
        columnVisibility
        toolbar={<FilterDialog filters={filters} sortFields={sortFields} />}
        {...table}
      />
    </div>
  );
}
