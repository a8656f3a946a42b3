import { useState } from 'react';
import { applicationFilterStatuses } from '@console/contract/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSearchWriter } from '@/components/data-table/use-search-writer';
import type { ApplicationsSearch } from './applications-search';

const ALL = '__all';

/** The filter panel of /applications: Apply Filters writes status and isShadow=true into the address. */
export function ApplicationsFilter({ search }: { search: ApplicationsSearch }) {
  const write = useSearchWriter();
  const [status, setStatus] = useState<string>(search.status ?? ALL);
  const [shadow, setShadow] = useState(search.isShadow === true);
  return (
    <form
      className="flex flex-wrap items-end gap-4 rounded-lg border bg-card p-4"
      aria-label="Filters"
      onSubmit={(e) => {
        e.preventDefault();
        write?.((prev) => ({
          ...prev,
          status: status === ALL ? undefined : status,
          isShadow: shadow ? true : undefined,
          page: undefined,
        }));
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="applications-status">Application status</Label>
        <Select value={status} onValueChange={setStatus}>
          <SelectTrigger id="applications-status" className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {applicationFilterStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex h-9 items-center gap-2">
        <Checkbox id="applications-shadow" checked={shadow} onCheckedChange={(v) => setShadow(v === true)} />
        <Label htmlFor="applications-shadow">Show shadow applications</Label>
      </div>
      <Button type="submit">Apply Filters</Button>
    </form>
  );
}
