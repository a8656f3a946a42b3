import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { useT } from '@/lib/i18n';
import { useHits } from './api/list-hits';
import { hitColumns } from './hits-columns';
import { hitFilters } from './hits-filters';
import { hitsQueryOf, type HitsSearch } from './hits-search';
import { screeningText } from './messages';

/**
 * /screening/hits: the hits of the caller's organizations, newest first, filtered by status and
 * list; a hit opens beside its list entry, where it is decided.
 */
export function HitsScreen({ search }: { search: HitsSearch }) {
  const t = useT(screeningText);
  const columns = useMemo(() => hitColumns(), []);
  const hits = useHits(hitsQueryOf(search));
  const table = useListTable(hits, search);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('hitsTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('hitsIntro')}</p>
      </div>
      <FilterPanel label={t('filters')} filters={hitFilters()} submitLabel={t('applyFilters')} />
      <DataTable
        label={t('hitsTitle')}
        columns={columns}
        getRowId={(h) => h.id}
        columnVisibility
        {...table}
      />
    </div>
  );
}
