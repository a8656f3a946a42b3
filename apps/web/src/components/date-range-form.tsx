import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { todayUtc } from '@/lib/date-range';

export interface DateRangeValues {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * From and To days (UTC) with Apply; both default to today. `children` adds further fields
 * that the screen reads from the same form by name.
 */
export function DateRangeForm({
  label,
  value,
  onApply,
  children,
}: {
  label: string;
  value: DateRangeValues;
  onApply: (values: DateRangeValues & Record<string, string | undefined>) => void;
  children?: ReactNode;
}) {
  const today = todayUtc();
  const [from, setFrom] = useState(value.from ?? today);
  const [to, setTo] = useState(value.to ?? today);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const extra = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()]
        .filter(([name]) => name !== 'from' && name !== 'to')
        .map(([name, v]) => [name, typeof v === 'string' && v.trim() ? v.trim() : undefined]),
    );
    onApply({ ...extra, from: from || undefined, to: to || undefined });
  };
  return (
    <form
      noValidate
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4"
      onSubmit={submit}
    >
      <div className="grid gap-2">
        <Label htmlFor="range-from">From (UTC)</Label>
        <Input
          id="range-from"
          name="from"
          type="date"
          className="w-40"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="range-to">To (UTC)</Label>
        <Input
          id="range-to"
          name="to"
          type="date"
          className="w-40"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {children}
      <Button type="submit">Apply</Button>
    </form>
  );
}
