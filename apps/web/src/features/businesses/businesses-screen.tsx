import { Link } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterDialog } from '@/components/filter-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useMetadata } from '@/lib/metadata';
import { useBusinesses } from './api/list-businesses';
import { businessColumns } from './businesses-columns';
import { businessFilters, businessSortFields } from './businesses-filters';
import { businessesQueryOf, type BusinessesSearch } from './businesses-search';
import { businessesText } from './messages';

/** /businesses: every business the user may see, with filters, paging and sort in the address (spec 2 §2). */
export function BusinessesScreen({ search }: { search: BusinessesSearch }) {
  const t = useT(businessesText);
  const statuses = useMetadata().data?.BusinessStatus;
  const table = useListTable(useBusinesses(businessesQueryOf(search)), search);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('businesses')}</h1>
          <p className="text-sm text-muted-foreground">{t('businessesIntro')}</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/business-inquiry">
            <SearchIcon aria-hidden="true" />
            {t('businessInquiry')}
          </Link>
        </Button>
      </div>
      <DataTable
        label={t('businesses')}
        columns={businessColumns}
        getRowId={(b) => b.id}
        columnVisibility
        toolbar={
          // Labels in the language of the moment, so made at each render (a few objects).
          <FilterDialog filters={businessFilters(statuses ?? [])} sortFields={businessSortFields()} />
        }
        {...table}
      />
    </div>
  );
}
