import type { reportsApi } from '@console/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { currentLanguage, translateText, useT } from '@/lib/i18n';
import { HISTORY_SIZE, useRecordHistory } from '@/lib/record-history';
import { Ltr } from './ltr';
import { remarkText } from './remark-text';
import { UserText } from './user-text';
import { componentsText } from './messages';
import { withElements } from './with-elements';

type Item = reportsApi.ActivityItem;

/** Words written in capitals wherever they appear in a field name. */
const CAPITALS = new Set(['id', 'pin', 'otp', 'cif', 'qr', 'url', 'ip']);

/** A field's name as a person reads it: `dateOfBirth` → "Date of birth", `mobileBankingPin` → "Mobile banking PIN". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => (CAPITALS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** A value of the audit as text; "—" when there was none. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * "Customer · Updated" from the event's type and name: in English its codes as words
 * (`StatusApproved` → "Status approved"), in the other languages their names (lib/activity-messages).
 */
const eventTitle = (i: Item) =>
  currentLanguage() === 'en'
    ? `${i.type} · ${fieldLabel(i.event)}`
    : `${translateText(i.type)} · ${translateText(i.event)}`;

function Changes({ changes, title }: { changes: NonNullable<Item['changes']>; title: string }) {
  const t = useT(componentsText);
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{t('changedFieldsOf', { title })}</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pe-3 text-start font-medium">
            {t('field')}
          </th>
          <th scope="col" className="py-1 pe-3 text-start font-medium">
            {t('before')}
          </th>
          <th scope="col" className="py-1 text-start font-medium">
            {t('after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className="border-t align-top">
            <th scope="row" className="py-1 pe-3 text-start font-medium">
              {fieldLabel(c.field)}
            </th>
            <td className="py-1 pe-3 break-words text-muted-foreground">
              <UserText>{valueText(c.old)}</UserText>
            </td>
            <td className="py-1 break-words">
              <UserText>{valueText(c.new)}</UserText>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A user name inside a sentence: in the text's colour, and left to right in every language. */
const person = (name: string) => <Ltr className="text-foreground">{name}</Ltr>;

function Entry({ item }: { item: Item }) {
  const t = useT(componentsText);
  const title = eventTitle(item);
  const viewAs = item.actor !== item.createdBy;
  return (
    <li className="rounded-md border p-3">
      <article aria-label={`${title}, ${formatDateTime(item.createdAt)}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h3 className="text-sm font-semibold">{title}</h3>
          <time dateTime={item.createdAt} className="text-xs text-muted-foreground tabular-nums">
            {formatDateTime(item.createdAt)}
          </time>
        </div>
        <p className="text-sm text-muted-foreground">
          {withElements((values) => t(viewAs ? 'doneByViewingAs' : 'doneBy', values), {
            user: person(item.createdBy),
            actor: person(item.actor),
          })}
        </p>
        {item.remarks && <p className="mt-1 text-sm break-words">{remarkText(item.remarks)}</p>}
        {item.changes && item.changes.length > 0 && <Changes changes={item.changes} title={title} />}
      </article>
    </li>
  );
}

/**
 * A record's timeline: who did what and when, on whose behalf under view-as, and each field it
 * changed with its value before and after. Newest first.
 */
export function RecordHistory({ recordId, label }: { recordId: string; label?: string }) {
  const t = useT(componentsText);
  const history = useRecordHistory(recordId);
  if (history.isPending)
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('loadingHistory')}>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (history.isError) return <p className="text-sm text-muted-foreground">{t('historyFailed')}</p>;
  const { items, totalItems } = history.data;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('nothingRecorded')}</p>;
  return (
    <div className="grid gap-2">
      {totalItems > items.length && (
        <p className="text-sm text-muted-foreground">
          {t('latestEvents', { shown: HISTORY_SIZE, total: totalItems })}
        </p>
      )}
      <ol aria-label={label ?? t('history')} className="grid gap-2">
        {items.map((item) => (
          <Entry key={item.id} item={item} />
        ))}
      </ol>
    </div>
  );
}
