import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { inquiryText } from './messages';

export const STEP_UP_LENGTH = 6;

/**
 * The staff member's own current authenticator code, asked again before a PIN reset (step-up):
 * a stolen session alone cannot reset a PIN. Each code is accepted once.
 */
export function StepUpField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const t = useT(inquiryText);
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('ownCode')}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={STEP_UP_LENGTH}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, STEP_UP_LENGTH))}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('ownCodeHint')}
      </p>
    </div>
  );
}
