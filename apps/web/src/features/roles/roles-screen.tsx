import { useMemo, useState } from 'react';
import { P, type rolesApi } from '@console/contract';
import { PlusIcon } from 'lucide-react';
import { FilterDialog } from '@/components/filter-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleDialog } from './edit-role-dialog';
import { roleColumns } from './roles-columns';
import { roleFilters, roleSortFields } from './roles-filters';
import type { RolesSearch } from './roles-search';
import { RolesTable } from './roles-table';

type DialogState = { action: 'create' } | { action: 'edit' | 'delete'; role: rolesApi.Role } | null;

/** /roles: roles with create, edit and delete (spec 2 §2). */
export function RolesScreen({ search }: { search: RolesSearch }) {
  const [dialog, setDialog] = useState<DialogState>(null);
  const canCreate = useCan(P.CreateRole);
  const columns = useMemo(() => roleColumns((action, role) => setDialog({ action, role })), []);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const editing = dialog?.action === 'edit' ? dialog.role : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Roles</h1>
          <p className="text-sm text-muted-foreground">Named bundles of permissions given to users.</p>
        </div>
        <Button disabled={!canCreate} onClick={() => setDialog({ action: 'create' })}>
          <PlusIcon aria-hidden="true" />
          Create Role
        </Button>
      </div>
      <RolesTable
        search={search}
        columns={columns}
        toolbar={<FilterDialog filters={roleFilters} sortFields={roleSortFields} />}
      />
      <RoleDialog
        open={dialog?.action === 'create' || editing !== null}
        role={editing}
        onOpenChange={close}
      />
      <DeleteRoleDialog role={dialog?.action === 'delete' ? dialog.role : null} onOpenChange={close} />
    </div>
  );
}
