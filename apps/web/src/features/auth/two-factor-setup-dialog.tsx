import { useId, useState, type FormEvent } from 'react';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { CODE_LENGTH } from './code-length';
import { authText } from './messages';
import type { TwoFactorSetup } from './use-login';

interface Props {
  setup: TwoFactorSetup | null;
  processing: boolean;
  onComplete: (code: string) => Promise<unknown>;
}

/** Spec 1 §2: cannot be dismissed by clicking outside (nor by Escape); it ends by completing. */
export function TwoFactorSetupDialog({ setup, processing, onComplete }: Props) {
  const t = useT(authText);
  const [code, setCode] = useState('');
  const codeId = useId();
  const ready = code.length >= CODE_LENGTH && !processing;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    await onComplete(code);
    setCode('');
  }

  return (
    <FormDialog
      open={setup !== null}
      onOpenChange={() => undefined}
      title={t('setUpTwoFactor')}
      description={t('setUpTwoFactorHelp')}
      className="sm:max-w-md"
      dismissible={false}
    >
      {setup && (
        <form onSubmit={(e) => void submit(e)} className="grid gap-4">
          <img src={setup.qrCode} alt={t('qrCode')} className="mx-auto size-48 rounded-md bg-white p-2" />
          <p className="grid gap-1.5 text-center text-sm text-muted-foreground">
            {t('manualEntryKey')}
            <code
              data-testid="manual-entry-key"
              className="break-all rounded-md bg-muted px-2 py-1 font-mono text-sm text-foreground select-all"
            >
              <Ltr>{setup.manualEntryKey}</Ltr>
            </code>
          </p>
          <div className="grid gap-2">
            <Label htmlFor={codeId}>{t('authenticationCode')}</Label>
            <Input
              id={codeId}
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              maxLength={CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              required
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!ready}>
              {t('completeProcess')}
            </Button>
          </DialogFooter>
        </form>
      )}
    </FormDialog>
  );
}
