import { useMemo } from 'react';
import { P } from '@console/contract/core';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useListVersions } from './api/list-versions';
import { ImportListForm } from './import-list-form';
import { listVersionColumns } from './lists-columns';
import { screeningText } from './messages';

/** /screening/lists: every list's versions, newest first, and the import of a new one. */
export function ListsScreen() {
  const t = useT(screeningText);
  const canImport = useCan(P.ManageScreeningLists);
  const columns = useMemo(() => listVersionColumns(), []);
  const versions = useListVersions();
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('listsTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('listsIntro')}</p>
      </div>
      {canImport && <ImportListForm />}
      <DataTable
        label={t('versions')}
        columns={columns}
        data={versions.data}
        isLoading={versions.isPending}
        getRowId={(v) => v.versionId}
      />
    </div>
  );
}
