import { Link } from '@tanstack/react-router';
import { HandIcon, LockIcon, UserRoundCogIcon } from 'lucide-react';
import { dataTableColumns } from '@/components/data-table/features';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { translateText, useLanguage } from '@/lib/i18n';
import { workAreaLabel } from '@/lib/work-area-messages';
import type { WorkItem } from './api/list-work-queue';
import { workText } from './messages';
import { SlaStateBadge } from './sla-state-badge';
import { formatAge, recordLink } from './work-format';
import { WORK_SORT } from './work-search';

const helper = dataTableColumns<WorkItem>();
// The queue sorts by one thing only: how long an item has waited.
const plain = { enableSorting: false } as const;

export type WorkAction = 'claim' | 'assign';

const t = workText.t;

/** How a row names its item to a screen reader: "Business: Horn Traders", in the language of the moment. */
export const itemName = (item: WorkItem) =>
  t('itemName', { area: workAreaLabel(item.area), record: translateText(item.recordName) });

/** The record's name as the server gives it, translated, its account number kept left to right. */
function RecordName({ item }: { item: WorkItem }) {
  useLanguage();
  const name = translateText(item.recordName);
  const account = item.accountNumber;
  if (!account || !name.includes(account)) return name;
  return name.split(account).flatMap((part, i) => (i === 0 ? [part] : [<Ltr key={i}>{account}</Ltr>, part]));
}

function RecordCell({ item }: { item: WorkItem }) {
  const link = recordLink(item);
  return (
    <span className="grid gap-0.5">
      {link ? (
        <Link {...link} className="font-medium text-primary underline-offset-4 hover:underline">
          <RecordName item={item} />
        </Link>
      ) : (
        <span className="font-medium">
          <RecordName item={item} />
        </span>
      )}
      {item.organizationName && (
        <span className="text-xs text-muted-foreground">{item.organizationName}</span>
      )}
    </span>
  );
}

/**
 * What decides first comes first (the record, its step, its SLA, how long it has waited, whose it
 * is), so on a narrow screen only who made it scrolls under the actions. Headers and cells are
 * read as the table renders: in the language of the moment.
 */
export function workColumns(
  userId: string | undefined,
  onAction: (action: WorkAction, item: WorkItem) => void,
) {
  return helper.columns([
    // Cells read the words at render: a row caches what its accessor gave in another language.
    helper.accessor('area', {
      header: () => t('area'),
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-24 whitespace-normal' },
      cell: ({ getValue }) => workAreaLabel(getValue()),
    }),
    helper.accessor('recordName', {
      header: () => t('record'),
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-36 whitespace-normal' },
      cell: ({ row }) => <RecordCell item={row.original} />,
    }),
    helper.accessor('step', {
      header: () => t('waitingFor'),
      enableHiding: false,
      ...plain,
      meta: { className: 'min-w-36 whitespace-normal' },
      cell: ({ row }) => (
        <span className="grid gap-1">
          <span>{translateText(row.original.step)}</span>
          {row.original.blockedBecause && (
            <span className="flex items-start gap-1 text-xs text-muted-foreground">
              <LockIcon className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
              {translateText(row.original.blockedBecause)}
            </span>
          )}
        </span>
      ),
    }),
    helper.accessor('slaState', {
      header: () => t('sla'),
      enableHiding: false,
      ...plain,
      cell: ({ getValue }) => <SlaStateBadge state={getValue()} />,
    }),
    helper.accessor('waitingSince', {
      id: WORK_SORT,
      header: () => t('waitingSince'),
      meta: { title: () => t('waitingSince') },
      cell: ({ row }) => (
        <span className="grid">
          <span className="text-xs text-muted-foreground">{formatDateTime(row.original.waitingSince)}</span>
          <span className="font-medium tabular-nums">
            <span className="sr-only">{t('age')} </span>
            {formatAge(row.original.ageSeconds)}
          </span>
        </span>
      ),
    }),
    helper.accessor((i) => i.assignee?.userName ?? '', {
      id: 'assignee',
      header: () => t('assignee'),
      meta: { title: () => t('assignee') },
      ...plain,
      cell: ({ row }) => {
        const assignee = row.original.assignee;
        if (!assignee) return <span className="text-muted-foreground">{t('unassigned')}</span>;
        return assignee.id === userId ? (
          <span className="font-medium">{t('you')}</span>
        ) : (
          <Ltr>{assignee.userName}</Ltr>
        );
      },
    }),
    helper.accessor('madeBy', {
      header: () => t('madeBy'),
      meta: { title: () => t('madeBy') },
      ...plain,
      cell: ({ getValue }) => <Ltr>{getValue()}</Ltr>,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      enableHiding: false,
      meta: { className: 'text-end', title: () => t('actions'), rowActions: true },
      cell: ({ row }) => {
        const item = row.original;
        const claimable = item.assignee === null && item.decisions.length > 0;
        return (
          <div className="flex justify-end gap-1">
            {claimable && (
              <Button
                size="sm"
                aria-label={t('claimItem', { item: itemName(item) })}
                onClick={() => onAction('claim', item)}
              >
                <HandIcon aria-hidden="true" />
                {t('claim')}
              </Button>
            )}
            <Button
              size="icon-sm"
              variant="outline"
              aria-label={t('assignItem', { item: itemName(item) })}
              title={t('assignToColleague')}
              onClick={() => onAction('assign', item)}
            >
              <UserRoundCogIcon aria-hidden="true" />
            </Button>
          </div>
        );
      },
    }),
  ]);
}
