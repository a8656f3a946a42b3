import type { UseQueryResult } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { contractText } from '@/lib/contract-messages';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { componentsText } from './messages';

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
export function MissingDocumentsTable({
  missing,
  reasons,
}: {
  missing: UseQueryResult<readonly MissingDocument[]>;
  /** The lookup the rejection reasons come from: a customer's or a business's. */
  reasons: 'CustomerRejectionReason' | 'BusinessRejectionReason';
}) {
  const t = useT(componentsText);
  const tc = useT(contractText);
  if (missing.isPending) return <p className="text-sm text-muted-foreground">{tc('fetchingData')}</p>;
  const rows = missing.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{tc('noMissingDocuments')}</p>;
  return (
    <div className="overflow-hidden rounded-md border">
      <Table aria-label={t('missingDocuments')}>
        <TableHeader className="bg-muted/40">
          <TableRow>
            <TableHead>{t('document')}</TableHead>
            <TableHead>{t('reason')}</TableHead>
            <TableHead>{t('requestedAt')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.id}>
              <TableCell className="font-medium">{lookupValue('DocumentName', m.documentName)}</TableCell>
              <TableCell>{lookupValue(reasons, m.rejectionReason)}</TableCell>
              <TableCell className="text-muted-foreground">{formatDateTime(m.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
