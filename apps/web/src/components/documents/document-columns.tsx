import { EyeIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { Ltr } from '@/components/ltr';
import { withElements } from '@/components/with-elements';
import { fileKind, formatDateTime, formatSize } from '@/lib/format';
import { lookupValue } from '@/lib/lookup-messages';
import { documentsText } from './messages';

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

/**
 * The documents of a profile; the list is short and unpaged, so no column sorts. Built by the
 * screen as it renders, so its texts are in the language of the moment.
 */
export function documentColumns(onView: (document: ListedDocument) => void) {
  const t = documentsText.t;
  return helper.columns([
    helper.accessor('documentType', {
      header: t('documentType'),
      enableSorting: false,
      cell: ({ getValue }) => <span className="font-medium">{lookupValue('DocumentName', getValue())}</span>,
    }),
    helper.accessor('documentNo', {
      header: t('documentNo'),
      enableSorting: false,
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.accessor('issueDate', {
      header: t('issueDate'),
      enableSorting: false,
      meta: { className: 'tabular-nums' },
    }),
    helper.accessor('expireDate', {
      header: t('expiryDate'),
      enableSorting: false,
      meta: { className: 'tabular-nums' },
    }),
    helper.accessor('contentType', {
      header: t('file'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="text-muted-foreground">
          {fileKind(row.original.contentType)} · {formatSize(row.original.size)}
        </span>
      ),
    }),
    helper.accessor('createdAt', {
      header: t('uploaded'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="text-muted-foreground">
          {withElements((values) => t('uploadedBy', values), {
            date: formatDateTime(row.original.createdAt),
            user: <Ltr>{row.original.createdBy}</Ltr>,
          })}
        </span>
      ),
    }),
    helper.display({
      id: 'view',
      header: () => <span className="sr-only">{t('view')}</span>,
      meta: { className: 'w-20 text-end', rowActions: true },
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onView(row.original)}
          aria-label={t('viewDocument', { document: lookupValue('DocumentName', row.original.documentType) })}
        >
          <EyeIcon aria-hidden="true" />
          {t('view')}
        </Button>
      ),
    }),
  ]);
}
