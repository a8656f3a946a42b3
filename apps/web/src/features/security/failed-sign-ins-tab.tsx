import type { FilterField } from '@/components/filter-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { utcDays } from '@/lib/date-range';
import { useFailedSignIns } from './api/list-failed-sign-ins';
import { failedSignInColumns } from './security-columns';
import { failedSignInsQueryOf, type SecuritySearch } from './security-search';

const filters: FilterField[] = [
  utcDays,
  { kind: 'text', name: 'userName', label: 'Name tried' },
  { kind: 'text', name: 'address', label: 'Address' },
];

/** Refused sign-ins: the name tried, the address, the reason. */
export function FailedSignInsTab({ search }: { search: SecuritySearch }) {
  const table = useListTable(useFailedSignIns(failedSignInsQueryOf(search)), search);
  return (
    <div className="grid gap-4">
      <FilterPanel label="Failed sign-in filters" filters={filters} />
      <DataTable label="Failed sign-ins" columns={failedSignInColumns} getRowId={(f) => f.id} {...table} />
    </div>
  );
}
