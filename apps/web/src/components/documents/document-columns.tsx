import { EyeIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { fileKind, formatDateTime, formatSize } from '@/lib/format';

/** What a documents table shows of a stored document (a customer's, a business's or a signatory's). */
export interface ListedDocument {
  id: string;
  documentType: string;
  documentNo: string | null;
  issueDate: string | null;
  expireDate: string | null;
  contentType: string;
  size: number;
  createdAt: string;
  createdBy: string;
}

const helper = dataTableColumns<ListedDocument>();

/** The documents of a profile; the list is short and unpaged, so no column sorts. */
export function documentColumns(onView: (document: ListedDocument) => void) {
  return helper.columns([
    helper.accessor('documentType', {
      header: 'Document Type',
      enableSorting: false,
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('documentNo', { header: 'Document No', enableSorting: false }),
    helper.accessor('issueDate', {
      header: 'Issue Date',
      enableSorting: false,
      meta: { className: 'tabular-nums' },
    }),
    helper.accessor('expireDate', {
      header: 'Expiry Date',
      enableSorting: false,
      meta: { className: 'tabular-nums' },
    }),
    helper.accessor('contentType', {
      header: 'File',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="text-muted-foreground">
          {fileKind(row.original.contentType)} · {formatSize(row.original.size)}
        </span>
      ),
    }),
    helper.accessor('createdAt', {
      header: 'Uploaded',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="text-muted-foreground">
          {formatDateTime(row.original.createdAt)} by {row.original.createdBy}
        </span>
      ),
    }),
    helper.display({
      id: 'view',
      header: () => <span className="sr-only">View</span>,
      meta: { className: 'w-20 text-end', rowActions: true },
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onView(row.original)}
          aria-label={`View ${row.original.documentType}`}
        >
          <EyeIcon aria-hidden="true" />
          View
        </Button>
      ),
    }),
  ]);
}
