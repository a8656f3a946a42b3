import { useMemo, useState } from 'react';
import { P } from '@console/contract/core';
import { UserPlusIcon } from 'lucide-react';
import { FilterDialog } from '@/components/filter-dialog';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { useRoleLookup } from './api/get-role-lookup';
import { UsersDialogs, type UsersDialogState } from './users-dialogs';
import { userColumns } from './users-columns';
import { userFilters, userSortFields } from './users-filters';
import type { UsersSearch } from './users-search';
import { UsersTable } from './users-table';

/** /users: the users list with its filters and every user action (spec 2 §2). */
export function UsersScreen({ search }: { search: UsersSearch }) {
  const [dialog, setDialog] = useState<UsersDialogState>(null);
  const canRegister = useCan(P.RegisterUser);
  const roles = useRoleLookup(useCan([P.ListRoles, P.ManageUserRoles, P.RegisterUser]));
  const columns = useMemo(() => userColumns((action, user) => setDialog({ action, user })), []);
  const filters = useMemo(() => userFilters(roles.data ?? []), [roles.data]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Users</h1>
          <p className="text-sm text-muted-foreground">Staff accounts, their roles, branches and access.</p>
        </div>
        <Button disabled={!canRegister} onClick={() => setDialog({ action: 'create' })}>
          <UserPlusIcon aria-hidden="true" />
          Create User
        </Button>
      </div>
      <UsersTable
        search={search}
        columns={columns}
        toolbar={<FilterDialog filters={filters} sortFields={userSortFields} />}
      />
      <UsersDialogs state={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
