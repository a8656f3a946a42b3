import { messages } from '@console/contract/core';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { useBusinessMissingDocuments } from './api/missing-documents';

/** Missing Documents (spec 2 §2): what a rejection asked for and has not been uploaded since. 600 px wide. */
export function BusinessMissingDocumentsDialog({
  businessId,
  businessName,
  open,
  onOpenChange,
}: {
  businessId: string;
  businessName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>Missing Documents</DialogTitle>
          <DialogDescription>{businessName}</DialogDescription>
        </DialogHeader>
        {open && <MissingDocumentsList businessId={businessId} />}
      </DialogContent>
    </Dialog>
  );
}

function MissingDocumentsList({ businessId }: { businessId: string }) {
  const missing = useBusinessMissingDocuments(businessId);
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
