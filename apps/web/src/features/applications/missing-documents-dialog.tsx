import { messages, type applicationsApi } from '@console/contract';
import { ApplicationDialog } from './application-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMissingDocuments } from './api/missing-documents';
import { formatDateTime } from '@/lib/format';

/** Missing Documents (spec 2 §2): what a rejection asked for and has not been uploaded since. */
export function MissingDocumentsDialog({
  application,
  onOpenChange,
}: {
  application: applicationsApi.ApplicationRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ApplicationDialog
      application={application}
      onOpenChange={onOpenChange}
      title="Missing Documents"
      className="sm:max-w-[600px]"
    >
      {(app) => <MissingDocumentsList applicationId={app.id} />}
    </ApplicationDialog>
  );
}

export function MissingDocumentsList({ applicationId }: { applicationId: string }) {
  const missing = useMissingDocuments(applicationId);
  if (missing.isPending) return <p className="text-sm text-muted-foreground">{messages.fetchingData}</p>;
  const rows = missing.data ?? [];
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">{messages.noMissingDocuments}</p>;
  return (
    <div className="overflow-hidden rounded-md border">
      <Table aria-label="Missing documents">
        <TableHeader className="bg-muted/40">
          <TableRow>
            <TableHead>Document</TableHead>
            <TableHead>Reason</TableHead>
            <TableHead>Requested at</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.id}>
              <TableCell className="font-medium">{m.documentName}</TableCell>
              <TableCell>{m.rejectionReason}</TableCell>
              <TableCell className="text-muted-foreground">{formatDateTime(m.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
