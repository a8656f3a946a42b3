import { useMemo } from 'react';
import { P, type usersApi } from '@console/contract';
import { UserPlusIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterDialog } from '@/components/filter-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useRoleLookup } from './api/get-role-lookup';
import { useUsers } from './api/list-users';
import { usersText } from './messages';
import { UsersDialogs, type UsersDialogAction } from './users-dialogs';
import { userColumns } from './users-columns';
import { userFilters, userSortFields } from './users-filters';
import { usersQueryOf, type UsersSearch } from './users-search';

/** /users: the users list with its filters and every user action (spec 2 §2). */
export function UsersScreen({ search }: { search: UsersSearch }) {
  const t = useT(usersText);
  const dialogs = useRowDialogs<UsersDialogAction, usersApi.User>();
  const canRegister = useCan(P.RegisterUser);
  const roles = useRoleLookup(useCan([P.ListRoles, P.ManageUserRoles, P.RegisterUser]));
  const columns = useMemo(() => userColumns(dialogs.show), [dialogs.show]);
  // Made as the screen renders, so that their labels follow a change of language.
  const filters = userFilters(roles.data ?? []);
  const table = useListTable(useUsers(usersQueryOf(search)), search);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('intro')}</p>
        </div>
        <Button disabled={!canRegister} onClick={() => dialogs.show('create')}>
          <UserPlusIcon aria-hidden="true" />
          {t('createUser')}
        </Button>
      </div>
      <DataTable
        label={t('title')}
        columns={columns}
        getRowId={(u) => u.id}
        columnVisibility
        toolbar={<FilterDialog filters={filters} sortFields={userSortFields()} />}
        {...table}
      />
      <UsersDialogs dialogs={dialogs} />
    </div>
  );
}
