import { useMemo } from 'react';
import { P } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { useCan } from '@/lib/permissions';
import { useLockouts } from './api/list-lockouts';
import { useUnlockUser } from './api/unlock-user';
import { lockoutColumns } from './security-columns';
import { namedQueryOf, type SecuritySearch } from './security-search';

const filters = [{ kind: 'text', name: 'userName', label: 'User name' }] as const;

/** Accounts locked by failed sign-ins; Unlock asks a second person to approve it. */
export function LockoutsTab({ search }: { search: SecuritySearch }) {
  const canUnlock = useCan(P.UnlockUsers);
  const unlock = useUnlockUser();
  const columns = useMemo(
    () => lockoutColumns((l) => void unlock.mutateAsync(l.userId).catch(() => undefined), canUnlock),
    [unlock, canUnlock],
  );
  const table = useListTable(useLockouts(namedQueryOf(search)), search);
  return (
    <div className="grid gap-4">
      <FilterPanel label="Lockout filters" filters={filters} />
      <DataTable label="Locked accounts" columns={columns} getRowId={(l) => l.userId} {...table} />
    </div>
  );
}
