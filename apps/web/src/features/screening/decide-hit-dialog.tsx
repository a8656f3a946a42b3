import { useState, type FormEvent } from 'react';
import { messages } from '@console/contract/core';
import { Field, invalidProps } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { HitDetail } from './api/get-hit';
import { useDecideHit } from './api/decide-hit';
import type { HitChoices } from './decision-choices';
import { screeningText } from './messages';

const REASON_MAX = 1000;

type Options = Extract<HitChoices, { kind: 'decide' }>['options'];

/** A hit's decision: one of the choices its state allows, and the reason, always asked. */
export function DecideHitDialog({
  hit,
  options,
  open,
  onOpenChange,
}: {
  hit: HitDetail;
  options: Options;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(screeningText);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('decisionTitle', { name: hit.recordName })}
      description={t('reasonHint')}
    >
      <DecideHitForm hit={hit} options={options} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const DONE = {
  FalsePositive: 'hitCleared',
  TrueMatchProposed: 'matchProposed',
  TrueMatch: 'matchConfirmed',
} as const;

function DecideHitForm({ hit, options, onDone }: { hit: HitDetail; options: Options; onDone: () => void }) {
  const t = useT(screeningText);
  const decide = useDecideHit(hit.id);
  const [decision, setDecision] = useState<Options[number]['decision'] | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; reason?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(decision ? {} : { decision: t('chooseDecision') }),
      ...(reason.trim() ? {} : { reason: messages.hitReasonRequired }),
    };
    setErrors(missing);
    if (!decision || !reason.trim()) return;
    try {
      const answer = await decide.mutateAsync({ decision, reason });
      if (answer.status in DONE) toast.success(t(DONE[answer.status as keyof typeof DONE]));
      onDone();
    } catch {
      // The API client has said why (decided meanwhile, or four eyes): nothing changed.
    }
  };
  return (
    <form noValidate className="grid gap-4" aria-label={t('decision')} onSubmit={(e) => void submit(e)}>
      <fieldset className="grid gap-2" {...invalidProps('hit-decision', errors.decision)}>
        <legend className="mb-1 text-sm font-medium">{t('decision')}</legend>
        {options.map((o) => (
          <label key={o.decision} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="decision"
              value={o.decision}
              checked={decision === o.decision}
              onChange={() => {
                setDecision(o.decision);
                setErrors((e) => ({ ...e, decision: undefined }));
              }}
              className="size-4 accent-primary"
            />
            {t(o.label)}
          </label>
        ))}
        {errors.decision && (
          <p id="hit-decision-error" role="alert" className="text-sm text-destructive">
            {errors.decision}
          </p>
        )}
      </fieldset>
      <Field id="hit-reason" label={t('reason')} error={errors.reason}>
        <Textarea
          id="hit-reason"
          value={reason}
          maxLength={REASON_MAX}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((x) => ({ ...x, reason: undefined }));
          }}
          {...invalidProps('hit-reason', errors.reason)}
        />
      </Field>
      <FormDialogSubmit pending={decide.isPending} pendingLabel={t('submitting')} onCancel={onDone}>
        {t('submitDecision')}
      </FormDialogSubmit>
    </form>
  );
}
