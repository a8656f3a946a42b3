import { useMemo, useState } from 'react';
import type { adminChangesApi } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { adminChangeColumns } from './admin-changes-columns';
import { adminChangeFilters } from './admin-changes-filters';
import { adminChangesQueryOf, type AdminChangesSearch } from './admin-changes-search';
import { AdminChangeDialog } from './admin-change-dialog';
import { useAdminChanges } from './api/list-admin-changes';

/**
 * /admin-changes: administration changes that grant access, waiting for a second person, and
 * those decided. A checker opens one, reads every field before and after, and approves or rejects it.
 */
export function AdminChangesScreen({ search }: { search: AdminChangesSearch }) {
  const [open, setOpen] = useState<adminChangesApi.AdminChange | null>(null);
  const columns = useMemo(() => adminChangeColumns(setOpen), []);
  const changes = useAdminChanges(adminChangesQueryOf(search));
  const table = useListTable(changes, search);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Administration changes</h1>
        <p className="text-sm text-muted-foreground">
          Creating or activating users, roles and their permissions, branches, passwords, two-factor resets
          and security settings wait here until a second person approves them.
        </p>
      </div>
      <FilterPanel label="Filters" filters={adminChangeFilters} submitLabel="Apply Filters" />
      <DataTable
        label="Administration changes"
        columns={columns}
        getRowId={(c) => c.id}
        columnVisibility
        {...table}
      />
      <AdminChangeDialog change={open} onOpenChange={(o) => !o && setOpen(null)} />
    </div>
  );
}
