import { useState } from 'react';
import type { LookupItem } from '@console/contract/core';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { lookupLabel, type LookupName } from '@/lib/lookup-messages';
import { componentsText } from './messages';

// Radix Select cannot hold an empty value; this one stands for "nothing chosen".
const NONE = '__none';

export interface LookupSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  items: readonly LookupItem[] | undefined;
  /**
   * The value set of GET Metadata the items come from (`Gender`, `DocumentName`, `Country`…): each
   * item is then shown in the active language. `null` for data, whose items show their own names
   * (organizations, branches, roles, account types). Required, so no select of a value set can
   * forget to translate it.
   */
  lookup: LookupName | null;
  placeholder?: string;
  disabled?: boolean;
  /** Offer an item that clears the value, with this text (e.g. "Not set"). */
  emptyLabel?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Accessible name when no <label> points at the trigger. */
  label?: string;
}

/**
 * A select over id/name pairs (metadata lookups, organizations, branches). A stored value the
 * lookup does not know is still offered, so opening a form never loses it.
 */
export function LookupSelect({
  id,
  value,
  onChange,
  onBlur,
  items,
  lookup,
  placeholder,
  disabled,
  emptyLabel,
  invalid,
  describedBy,
  label,
}: LookupSelectProps) {
  const t = useT(componentsText);
  const [open, setOpen] = useState(false);
  const known = items ?? [];
  const options =
    value && !known.some((i) => i.id === value) ? [...known, { id: value, name: value }] : known;
  // Closed, only the chosen item is needed (for the trigger's text): long lists stay cheap.
  const shown = open ? options : options.filter((i) => i.id === value);
  return (
    <Select
      value={value || (emptyLabel ? NONE : '')}
      onValueChange={(v) => onChange(v === NONE ? '' : v)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
      disabled={disabled}
    >
      <SelectTrigger
        id={id}
        className="w-full"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder={placeholder ?? t('select')} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {emptyLabel && (
          <SelectItem value={NONE}>
            <span className="text-muted-foreground">{emptyLabel}</span>
          </SelectItem>
        )}
        {shown.map((item) => (
          <SelectItem key={item.id} value={item.id}>
            {lookup ? lookupLabel(lookup, item) : item.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
