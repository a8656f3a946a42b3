import { useMemo } from 'react';
import { P } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useLockouts } from './api/list-lockouts';
import { useUnlockUser } from './api/unlock-user';
import { securityText } from './messages';
import { lockoutColumns } from './security-columns';
import { namedQueryOf, type SecuritySearch } from './security-search';

/** Accounts locked by failed sign-ins; Unlock asks a second person to approve it. */
export function LockoutsTab({ search }: { search: SecuritySearch }) {
  const t = useT(securityText);
  const canUnlock = useCan(P.UnlockUsers);
  const unlock = useUnlockUser();
  const columns = useMemo(
    () => lockoutColumns((l) => void unlock.mutateAsync(l.userId).catch(() => undefined), canUnlock),
    [unlock, canUnlock],
  );
  const filters = [{ kind: 'text', name: 'userName', label: t('userName') }] as const;
  const table = useListTable(useLockouts(namedQueryOf(search)), search);
  return (
    <div className="grid gap-4">
      <FilterPanel label={t('lockoutFilters')} filters={filters} />
      <DataTable label={t('lockedAccounts')} columns={columns} getRowId={(l) => l.userId} {...table} />
    </div>
  );
}
