import { fieldLabel } from '@/components/record-history';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { adminChangesText } from './messages';

/*
 * A value is a name, a phone, a network, a permission or a description, in any language: each is
 * isolated (<bdi>) and takes the direction of its own first letter, so a network or a phone, which
 * has none, reads left to right in Arabic too.
 */
function Value({ value, other }: { value: unknown; other: unknown }) {
  const t = useT(adminChangesText);
  if (value === undefined || value === null || value === '')
    return <span className="text-muted-foreground">—</span>;
  if (typeof value === 'boolean') return <>{value ? t('yes') : t('no')}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted-foreground">{t('none')}</span>;
    const others = new Set(Array.isArray(other) ? other.map(String) : []);
    return (
      <ul className="grid gap-0.5">
        {value.map((item) => (
          <li key={String(item)} className={others.has(String(item)) ? undefined : 'font-semibold'}>
            <bdi>{String(item)}</bdi>
            {!others.has(String(item)) && <span className="sr-only"> {t('differs')}</span>}
          </li>
        ))}
      </ul>
    );
  }
  return <bdi>{typeof value === 'string' ? value : JSON.stringify(value)}</bdi>;
}

/**
 * Every field of a change with its value before and after, side by side: a field whose value
 * differs is marked, and in a list the entries that differ are in bold.
 */
export function ChangeValues({
  before,
  after,
}: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}) {
  const t = useT(adminChangesText);
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return (
    <Table aria-label={t('beforeAndAfter')}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('field')}</TableHead>
          <TableHead scope="col">{t('before')}</TableHead>
          <TableHead scope="col">{t('after')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {fields.map((field) => {
          const changed = JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null);
          return (
            <TableRow key={field} data-changed={changed || undefined}>
              <TableHead scope="row" className="align-top font-medium">
                {fieldLabel(field)}
                {changed && <span className="sr-only"> {t('changed')}</span>}
              </TableHead>
              <TableCell className="align-top whitespace-normal">
                <Value value={before[field]} other={after[field]} />
              </TableCell>
              <TableCell
                className={
                  changed ? 'align-top whitespace-normal font-medium' : 'align-top whitespace-normal'
                }
              >
                <Value value={after[field]} other={before[field]} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
