import { PencilIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { withElements } from '@/components/with-elements';
import { formatCount, formatDateTime } from '@/lib/format';
import { workAreaLabel } from '@/lib/work-area-messages';
import type { Sla } from './api/list-sla';
import { workText } from './messages';

const helper = dataTableColumns<Sla>();
// One short list in the product's order: no column sorts.
const plain = { enableSorting: false } as const;
const t = workText.t;

/** The organization of an SLA; administration changes belong to none. */
export const slaScope = (sla: Sla) => sla.organizationName ?? t('everyOrganization');

export const slaName = (sla: Sla) => t('slaName', { area: workAreaLabel(sla.area), scope: slaScope(sla) });

function Changed({ sla }: { sla: Sla }) {
  if (sla.isDefault || !sla.updatedAt)
    return <span className="text-muted-foreground">{t('productDefault')}</span>;
  const at = formatDateTime(sla.updatedAt);
  return (
    <span className="text-muted-foreground">
      {sla.updatedBy
        ? withElements((values) => t('changedBy', values), { at, userName: <Ltr>{sla.updatedBy}</Ltr> })
        : at}
    </span>
  );
}

/** Headers are read as the table renders: in the language of the moment. */
export function slaColumns(canEdit: boolean, onEdit: (sla: Sla) => void) {
  return helper.columns([
    // Cells read the words at render: a row caches what its accessor gave in another language.
    helper.accessor('organizationName', {
      id: 'organization',
      header: () => t('organization'),
      ...plain,
      cell: ({ row }) => slaScope(row.original),
    }),
    helper.accessor('area', {
      header: () => t('area'),
      ...plain,
      cell: ({ getValue }) => workAreaLabel(getValue()),
    }),
    helper.accessor('dueSoonHours', {
      header: () => t('dueSoonAfter'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => formatCount(getValue()),
    }),
    helper.accessor('breachHours', {
      header: () => t('breachedAfter'),
      ...plain,
      meta: { className: 'tabular-nums' },
      cell: ({ getValue }) => formatCount(getValue()),
    }),
    helper.display({
      id: 'changed',
      header: () => t('lastChanged'),
      ...plain,
      cell: ({ row }) => <Changed sla={row.original} />,
    }),
    ...(canEdit
      ? [
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('actions')}</span>,
            meta: { className: 'text-end', title: () => t('actions'), rowActions: true },
            cell: ({ row }) => (
              <Button
                size="sm"
                variant="outline"
                aria-label={t('editSlaOf', { name: slaName(row.original) })}
                onClick={() => onEdit(row.original)}
              >
                <PencilIcon aria-hidden="true" />
                {t('edit')}
              </Button>
            ),
          }),
        ]
      : []),
  ]);
}
