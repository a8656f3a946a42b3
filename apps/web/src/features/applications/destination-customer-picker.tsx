import { useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Ltr } from '@/components/ltr';
import { Label } from '@/components/ui/label';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useFindCustomers } from './api/find-customers';
import { messageParts } from './message-parts';
import { applicationsText } from './messages';

/**
 * Picks the profile a flagged application belongs to: those sharing its mobile number are listed
 * at once, and a name search adds others.
 */
export function DestinationCustomerPicker({
  mobile,
  currentCustomerId,
  value,
  onChange,
}: {
  mobile: string;
  /** The profile the application was filed under (made by the wizard for the possible duplicate). */
  currentCustomerId: string;
  value: string;
  onChange: (customerId: string) => void;
}) {
  const t = useT(applicationsText);
  const tc = useT(contractText);
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const candidates = useFindCustomers({ mobile, name });
  const rows = candidates.data ?? [];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t('destinationCustomer')}</legend>
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="destination-search" className="text-xs text-muted-foreground">
            {messageParts(t, 'searchProfiles', { ltr: { mobile } })}
          </Label>
          <Input
            id="destination-search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setName(draft.trim());
              }
            }}
          />
        </div>
        <Button variant="outline" onClick={() => setName(draft.trim())}>
          <SearchIcon aria-hidden="true" />
          {t('search')}
        </Button>
      </div>
      <div
        role="radiogroup"
        aria-label={t('destinationCustomer')}
        className="grid max-h-72 gap-2 overflow-y-auto"
      >
        {candidates.isPending ? (
          <p className="text-sm text-muted-foreground">{tc('fetchingData')}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tc('noResults')}</p>
        ) : (
          rows.map((c) => (
            <label
              key={c.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm hover:bg-accent/50',
                value === c.id && 'border-primary bg-accent/40',
              )}
            >
              <input
                type="radio"
                name="destination-customer"
                value={c.id}
                checked={value === c.id}
                onChange={() => onChange(c.id)}
                className="accent-primary"
              />
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium">
                  {c.name}
                  {c.id === currentCustomerId && (
                    <span className="ms-2 text-xs font-normal text-muted-foreground">{t('filedHere')}</span>
                  )}
                </span>
                <span className="text-xs text-muted-foreground">
                  <Ltr>{c.mobile}</Ltr> · {c.organizationName} · {c.email}
                </span>
              </span>
              <StatusBadge status={c.status} />
            </label>
          ))
        )}
      </div>
    </fieldset>
  );
}
