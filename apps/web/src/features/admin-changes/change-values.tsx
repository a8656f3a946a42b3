import { fieldLabel } from '@/components/record-history';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

function Value({ value, other }: { value: unknown; other: unknown }) {
  if (value === undefined || value === null || value === '')
    return <span className="text-muted-foreground">—</span>;
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted-foreground">none</span>;
    const others = new Set(Array.isArray(other) ? other.map(String) : []);
    return (
      <ul className="grid gap-0.5">
        {value.map((item) => (
          <li key={String(item)} className={others.has(String(item)) ? undefined : 'font-semibold'}>
            {String(item)}
            {!others.has(String(item)) && <span className="sr-only"> (differs)</span>}
          </li>
        ))}
      </ul>
    );
  }
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
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
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return (
    <Table aria-label="Before and after">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Field</TableHead>
          <TableHead scope="col">Before</TableHead>
          <TableHead scope="col">After</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {fields.map((field) => {
          const changed = JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null);
          return (
            <TableRow key={field} data-changed={changed || undefined}>
              <TableHead scope="row" className="align-top font-medium">
                {fieldLabel(field)}
                {changed && <span className="sr-only"> (changed)</span>}
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
