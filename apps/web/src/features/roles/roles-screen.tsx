import { useMemo } from 'react';
import { P, type rolesApi } from '@console/contract';
import { PlusIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterDialog } from '@/components/filter-dialog';
import { RecordHistoryDialog } from '@/components/record-history-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useRoles } from './api/list-roles';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleDialog } from './edit-role-dialog';
import { rolesText } from './messages';
import type { RoleAction } from './role-row-actions';
import { roleColumns } from './roles-columns';
import { roleFilters, roleSortFields } from './roles-filters';
import { rolesQueryOf, type RolesSearch } from './roles-search';

/** /roles: roles with create, edit and delete (spec 2 §2). */
export function RolesScreen({ search }: { search: RolesSearch }) {
  const t = useT(rolesText);
  const dialogs = useRowDialogs<'create' | RoleAction, rolesApi.Role>();
  const canCreate = useCan(P.CreateRole);
  const columns = useMemo(() => roleColumns(dialogs.show), [dialogs.show]);
  const table = useListTable(useRoles(rolesQueryOf(search)), search);
  const editing = dialogs.rowOf('edit');

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('intro')}</p>
        </div>
        <Button disabled={!canCreate} onClick={() => dialogs.show('create')}>
          <PlusIcon aria-hidden="true" />
          {t('createRole')}
        </Button>
      </div>
      <DataTable
        label={t('title')}
        columns={columns}
        getRowId={(r) => r.id}
        toolbar={<FilterDialog filters={roleFilters()} sortFields={roleSortFields()} />}
        {...table}
      />
      <RoleDialog
        open={dialogs.isOpen('create') || editing !== null}
        role={editing}
        onOpenChange={dialogs.onOpenChange}
      />
      <DeleteRoleDialog role={dialogs.rowOf('delete')} onOpenChange={dialogs.onOpenChange} />
      <RecordHistoryDialog record={dialogs.rowOf('history')} onOpenChange={dialogs.onOpenChange} />
    </div>
  );
}
