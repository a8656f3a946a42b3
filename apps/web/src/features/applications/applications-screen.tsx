import { useMemo, useState } from 'react';
import { ApplicationDialogs, type ApplicationDialogState } from './application-dialogs';
import { applicationColumns } from './applications-columns';
import { ApplicationsFilter } from './applications-filter';
import type { ApplicationsSearch } from './applications-search';
import { ApplicationsTable } from './applications-table';

/** /applications: every application, filtered by status, shadow ones on request (spec 2 §2). */
export function ApplicationsScreen({ search }: { search: ApplicationsSearch }) {
  const [dialog, setDialog] = useState<ApplicationDialogState>(null);
  const columns = useMemo(
    () => applicationColumns((action, application) => setDialog({ action, application })),
    [],
  );
  return (
    <div className="grid gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Applications</h1>
        <p className="text-sm text-muted-foreground">Account applications and their review.</p>
      </div>
      <ApplicationsFilter key={`${search.status ?? ''}|${String(search.isShadow)}`} search={search} />
      <ApplicationsTable search={search} columns={columns} />
      <ApplicationDialogs state={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
