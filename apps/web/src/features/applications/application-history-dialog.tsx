import { StatusBadge } from '@/components/ui/badge';
import { ApplicationDialog, type ApplicationDialogProps } from './application-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useApplicationHistory } from './api/application-history';
import { formatDateTime } from '@/lib/format';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { applicationsText } from './messages';
import { remarkText } from '@/components/remark-text';

/** Application History (spec 2 §3): every status it went through, oldest first. */
export function ApplicationHistoryDialog({ application, onOpenChange }: ApplicationDialogProps) {
  const t = useT(applicationsText);
  return (
    <ApplicationDialog
      application={application}
      onOpenChange={onOpenChange}
      title={t('historyTitle')}
      className="sm:max-w-[900px]"
    >
      {(app) => <HistoryTable applicationId={app.id} />}
    </ApplicationDialog>
  );
}

export function HistoryTable({ applicationId }: { applicationId: string }) {
  const t = useT(applicationsText);
  const tc = useT(contractText);
  const history = useApplicationHistory(applicationId);
  const rows = history.data ?? [];
  return (
    <div className="overflow-hidden rounded-md border">
      <Table aria-label={t('historyTable')}>
        <TableHeader className="bg-muted/40">
          <TableRow>
            <TableHead>{t('status')}</TableHead>
            <TableHead>{t('comments')}</TableHead>
            <TableHead>{t('createdBy')}</TableHead>
            <TableHead>{t('createdAt')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {history.isPending || rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} className="h-16 text-center text-muted-foreground">
                {history.isPending ? tc('fetchingData') : tc('noResults')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((h, i) => (
              <TableRow key={`${h.createdAt}-${i}`}>
                <TableCell>
                  <StatusBadge status={h.status} />
                </TableCell>
                <TableCell className="whitespace-normal">{h.comments && remarkText(h.comments)}</TableCell>
                <TableCell>{h.createdBy}</TableCell>
                <TableCell className="text-muted-foreground">{formatDateTime(h.createdAt)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
