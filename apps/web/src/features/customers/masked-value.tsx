import { useState, type ReactNode } from 'react';
import { P, type customersApi } from '@console/contract';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { customersText } from './messages';
import { RevealFieldDialog } from './reveal-field-dialog';

/**
 * A field as the server masked it, with a Reveal button for holders of `pii.reveal`. The value
 * revealed lives in this component's state: it shows on this screen and is gone when it is left.
 */
export function MaskedValue({
  customerId,
  field,
  label,
  value,
  show = (v) => v,
}: {
  customerId: string;
  field: customersApi.MaskedCustomerField;
  label: string;
  value: string | null;
  /** How a value reads (a number left to right). */
  show?: (value: string) => ReactNode;
}) {
  const t = useT(customersText);
  const canReveal = useCan(P.RevealPersonalData);
  const [open, setOpen] = useState(false);
  const [revealed, setRevealed] = useState<{ value: string | null } | null>(null);
  const shown = revealed ? revealed.value : value;
  if (!value) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {shown ? show(shown) : <span className="text-muted-foreground">—</span>}
      {canReveal && !revealed && (
        <>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={t('revealLabel', { field: label })}
            onClick={() => setOpen(true)}
          >
            {t('reveal')}
          </Button>
          <RevealFieldDialog
            customerId={customerId}
            field={field}
            label={label}
            open={open}
            onOpenChange={setOpen}
            onRevealed={(v) => setRevealed({ value: v })}
          />
        </>
      )}
    </span>
  );
}
