import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { P, workQueueApi } from '@console/contract';
import { InboxIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useSlaList, type Sla } from './api/list-sla';
import { EditSlaDialog } from './edit-sla-dialog';
import { workText } from './messages';
import { slaColumns } from './sla-columns';

/**
 * /work/sla: how long each kind of item may wait in each organization before it is due soon, then
 * breached. Deciders read it; holders of work.edit_sla change it.
 */
export function SlaScreen() {
  const t = useT(workText);
  const canEdit = useCan(P.EditWorkSla);
  const decides = useCan(workQueueApi.decidesWork);
  const list = useSlaList();
  const [editing, setEditing] = useState<Sla | null>(null);
  const columns = useMemo(() => slaColumns(canEdit, setEditing), [canEdit]);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('slaTitle')}</h1>
          <p className="text-sm text-muted-foreground">{t('slaIntro')}</p>
        </div>
        {decides && (
          <Button asChild variant="outline" size="sm">
            <Link to="/work">
              <InboxIcon aria-hidden="true" />
              {t('title')}
            </Link>
          </Button>
        )}
      </div>
      <DataTable
        label={t('slaTitle')}
        columns={columns}
        data={list.data?.items}
        isLoading={list.isPending}
        getRowId={(s) => `${s.area}:${s.organizationId ?? 'all'}`}
      />
      <EditSlaDialog sla={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </div>
  );
}
