import { useState } from 'react';
import type { LookupItem } from '@console/contract/core';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const NONE = '__none';

export interface LookupSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  items: readonly LookupItem[] | undefined;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A select over a lookup whose value may be left empty ("Not set"). A stored value the lookup
 * does not know is still offered, so opening the form never loses it.
 */
export function LookupSelect({
  id,
  value,
  onChange,
  onBlur,
  items,
  disabled,
  placeholder,
}: LookupSelectProps) {
  const [open, setOpen] = useState(false);
  const known = items ?? [];
  const options =
    value && !known.some((i) => i.id === value) ? [...known, { id: value, name: value }] : known;
  // Closed, only the chosen item is needed (for the trigger's text): long lists stay cheap.
  const shown = open ? options : options.filter((i) => i.id === value);
  return (
    <Select
      value={value || NONE}
      onValueChange={(v) => onChange(v === NONE ? '' : v)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
      disabled={disabled}
    >
      <SelectTrigger id={id} className="w-full">
        <SelectValue placeholder={placeholder ?? 'Select'} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        <SelectItem value={NONE}>
          <span className="text-muted-foreground">Not set</span>
        </SelectItem>
        {shown.map((i) => (
          <SelectItem key={i.id} value={i.id}>
            {i.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
