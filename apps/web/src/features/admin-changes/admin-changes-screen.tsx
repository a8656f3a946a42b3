import { useMemo, useState } from 'react';
import type { adminChangesApi } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { useT } from '@/lib/i18n';
import { adminChangeColumns } from './admin-changes-columns';
import { adminChangeFilters } from './admin-changes-filters';
import { adminChangesQueryOf, type AdminChangesSearch } from './admin-changes-search';
import { AdminChangeDialog } from './admin-change-dialog';
import { useAdminChanges } from './api/list-admin-changes';
import { adminChangesText } from './messages';

/**
 * /admin-changes: administration changes that grant access, waiting for a second person, and
 * those decided. A checker opens one, reads every field before and after, and approves or rejects it.
 */
export function AdminChangesScreen({ search }: { search: AdminChangesSearch }) {
  const t = useT(adminChangesText);
  const [open, setOpen] = useState<adminChangesApi.AdminChange | null>(null);
  const columns = useMemo(() => adminChangeColumns(setOpen), []);
  const changes = useAdminChanges(adminChangesQueryOf(search));
  const table = useListTable(changes, search);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      <FilterPanel label={t('filters')} filters={adminChangeFilters()} submitLabel={t('applyFilters')} />
      <DataTable label={t('title')} columns={columns} getRowId={(c) => c.id} columnVisibility {...table} />
      <AdminChangeDialog change={open} onOpenChange={(o) => !o && setOpen(null)} />
    </div>
  );
}
