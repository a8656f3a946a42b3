import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { messages, type WorkDecision } from '@console/contract';
import { TimerIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { workDecisionLabel } from '@/lib/work-decision-messages';
import { useClaimWorkItem } from './api/claim-work-item';
import { useSlaList } from './api/list-sla';
import { useWorkQueue, type WorkItem } from './api/list-work-queue';
import { AssignDialog } from './assign-dialog';
import { DecideDialog } from './decide-dialog';
import { DecisionResultsDialog, type DecisionAnswer } from './decision-results-dialog';
import { workText } from './messages';
import { itemName, workColumns, type WorkAction } from './work-columns';
import { workFilters } from './work-filters';
import { commonDecisions, formatTotal, organizationsOf } from './work-format';
import { WORK_SORT, workQueryOf, type WorkSearch } from './work-search';

/**
 * /work: every item waiting for a decision the user may take, within their organizations, oldest
 * first. One is claimed or given to a colleague; several are decided together, and the answer
 * says what became of each.
 */
export function WorkScreen({ search }: { search: WorkSearch }) {
  const t = useT(workText);
  const session = useSession();
  const dialogs = useRowDialogs<WorkAction, WorkItem>();
  const claim = useClaimWorkItem();
  const query = workQueryOf(search);
  const list = useWorkQueue(query);
  const table = useListTable(list, search);
  // The organizations the user works in are those their SLAs name; labels in the language of the moment.
  const filters = workFilters(organizationsOf(useSlaList().data?.items ?? []));

  // The selection belongs to one page of one list: a new page, filter or order starts afresh.
  const listKey = JSON.stringify(query);
  const [selected, setSelected] = useState<{ key: string; rows: RowSelectionState }>({ key: '', rows: {} });
  const rowSelection = selected.key === listKey ? selected.rows : {};
  const chosen = (list.data?.items ?? []).filter((i) => rowSelection[i.recordId] && i.decisions.length > 0);
  const decisions = commonDecisions(chosen);
  const [deciding, setDeciding] = useState<WorkDecision | null>(null);
  const [answer, setAnswer] = useState<DecisionAnswer | null>(null);

  const columns = useMemo(
    () =>
      workColumns(session?.userId, (action, item) => {
        if (action === 'assign') return dialogs.show('assign', item);
        claim.mutate(item.recordId, { onSuccess: () => toast.success(messages.updated) });
      }),
    [session?.userId, dialogs, claim],
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('intro')}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/work/sla">
            <TimerIcon aria-hidden="true" />
            {t('slaTitle')}
          </Link>
        </Button>
      </div>
      <FilterPanel label={t('filters')} filters={filters} submitLabel={t('applyFilters')} />
      <DataTable
        label={t('title')}
        columns={columns}
        getRowId={(i) => i.recordId}
        columnVisibility
        selectable
        rowSelection={rowSelection}
        onRowSelectionChange={(rows) => setSelected({ key: listKey, rows })}
        canSelectRow={(i) => i.decisions.length > 0}
        selectRowLabel={(i) => t('selectItem', { item: itemName(i) })}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <p className="me-2 text-sm text-muted-foreground" aria-live="polite" data-testid="work-total">
              {list.data ? formatTotal(list.data.totalItems, list.data.totalAtLeast) : ''}
            </p>
            {chosen.length > 0 &&
              (decisions.length > 0 ? (
                decisions.map((d) => (
                  <Button
                    key={d}
                    size="sm"
                    variant={d === 'reject' || d === 'decline' ? 'outline' : 'default'}
                    onClick={() => setDeciding(d)}
                  >
                    {t('decideSelected', {
                      decision: workDecisionLabel(d),
                      count: chosen.length,
                      n: formatCount(chosen.length),
                    })}
                  </Button>
                ))
              ) : (
                <p className="text-sm text-muted-foreground">{t('noCommonDecision')}</p>
              ))}
          </div>
        }
        {...table}
        sort={search.sort ?? WORK_SORT}
      />
      <AssignDialog item={dialogs.rowOf('assign')} onOpenChange={dialogs.onOpenChange} />
      <DecideDialog
        decision={deciding}
        items={chosen}
        onOpenChange={(open) => !open && setDeciding(null)}
        onDecided={(results, items) => {
          setDeciding(null);
          setSelected({ key: '', rows: {} });
          setAnswer({ results, items });
        }}
      />
      <DecisionResultsDialog answer={answer} onOpenChange={(open) => !open && setAnswer(null)} />
    </div>
  );
}
