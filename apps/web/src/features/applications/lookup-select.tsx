import type { LookupItem } from '@console/contract/core';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** A select over id/name pairs; an empty value shows the placeholder. */
export function LookupSelect({
  id,
  value,
  onChange,
  items,
  placeholder,
  disabled,
  invalid,
  describedBy,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  items: readonly LookupItem[];
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Accessible name when no <label> points at the trigger. */
  label?: string;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger
        id={id}
        className="w-full"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {items.map((item) => (
          <SelectItem key={item.id} value={item.id}>
            {item.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
