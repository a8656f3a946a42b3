import { useMemo } from 'react';
import { P, type securityApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useEndSession } from './api/end-session';
import { useEndUserSessions } from './api/end-user-sessions';
import { useSessions } from './api/list-sessions';
import { securityText } from './messages';
import { sessionColumns, type SessionAction } from './security-columns';
import { namedQueryOf, type SecuritySearch } from './security-search';

type Session = securityApi.Session;

/** The sessions live now; ending one or all of a user's asks first, then signs them out at once. */
export function SessionsTab({ search }: { search: SecuritySearch }) {
  const t = useT(securityText);
  const tc = useT(contractText);
  const canEnd = useCan(P.EndSessions);
  const dialogs = useRowDialogs<SessionAction, Session>();
  const columns = useMemo(() => sessionColumns(dialogs.show, canEnd), [dialogs.show, canEnd]);
  const filters = [{ kind: 'text', name: 'userName', label: t('userName') }] as const;
  const table = useListTable(useSessions(namedQueryOf(search)), search);
  const end = useEndSession();
  const endAll = useEndUserSessions();
  const ending = dialogs.rowOf('end');
  const endingAll = dialogs.rowOf('endAll');
  return (
    <div className="grid gap-4">
      <FilterPanel label={t('sessionFilters')} filters={filters} />
      <DataTable label={t('sessions')} columns={columns} getRowId={(s) => s.id} {...table} />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={dialogs.onOpenChange}
        title={t('endSessionTitle')}
        description={tc('sessionsEndConfirm')}
        confirmLabel={t('endSession')}
        destructive
        onConfirm={() => {
          if (ending) void end.mutateAsync(ending.id).catch(() => undefined);
        }}
      />
      <ConfirmDialog
        open={endingAll !== null}
        onOpenChange={dialogs.onOpenChange}
        title={t('endAllSessionsTitle')}
        description={endingAll && tc('allSessionsEndConfirm', { userName: endingAll.userName })}
        confirmLabel={t('endAllSessions')}
        destructive
        onConfirm={() => {
          if (endingAll) void endAll.mutateAsync(endingAll.userId).catch(() => undefined);
        }}
      />
    </div>
  );
}
