import type { FilterField } from '@/components/filter-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { utcDays } from '@/lib/date-range';
import { useT } from '@/lib/i18n';
import { useFailedSignIns } from './api/list-failed-sign-ins';
import { securityText } from './messages';
import { failedSignInColumns } from './security-columns';
import { failedSignInsQueryOf, type SecuritySearch } from './security-search';

/** Refused sign-ins: the name tried, the address, the reason. */
export function FailedSignInsTab({ search }: { search: SecuritySearch }) {
  const t = useT(securityText);
  const table = useListTable(useFailedSignIns(failedSignInsQueryOf(search)), search);
  // Made as the tab renders, so that their labels follow a change of language.
  const filters: FilterField[] = [
    utcDays,
    { kind: 'text', name: 'userName', label: t('nameTried') },
    { kind: 'text', name: 'address', label: t('address') },
  ];
  return (
    <div className="grid gap-4">
      <FilterPanel label={t('failedSignInFilters')} filters={filters} />
      <DataTable label={t('failedSignIns')} columns={failedSignInColumns} getRowId={(f) => f.id} {...table} />
    </div>
  );
}
