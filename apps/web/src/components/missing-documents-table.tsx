import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@console/contract/core';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';

interface MissingDocument {
  id: string;
  documentName: string;
  rejectionReason: string;
  createdAt: string;
}

/**
 * The missing documents of a review (spec 2 §2): what a rejection asked for and has not been
 * uploaded since, from the caller's query (an application's or a business's).
 */
export function MissingDocumentsTable({ missing }: { missing: UseQueryResult<readonly MissingDocument[]> }) {
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
