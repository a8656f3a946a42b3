import { useState, type FormEvent } from 'react';
import { messages, type WorkDecision } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { FormDialog, FormDialogSubmit } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useScrollRegion } from '@/components/use-scroll-region';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { workDecisionLabel } from '@/lib/work-decision-messages';
import { useDecideWorkItems, type DecisionResult } from './api/decide-work-items';
import type { WorkItem } from './api/list-work-queue';
import { workText } from './messages';
import { itemName } from './work-columns';
import { needsReason } from './work-format';

const REASON_MAX = 500;

/**
 * One decision on the selected items: they are listed to be read once more, reject and decline
 * ask why. Each item goes with the rowVersion the list showed, so one changed meanwhile is
 * refused on its own; the answer goes to `onDecided`.
 */
export function DecideDialog({
  decision,
  items,
  onOpenChange,
  onDecided,
}: {
  decision: WorkDecision | null;
  items: readonly WorkItem[];
  onOpenChange: (open: boolean) => void;
  onDecided: (results: DecisionResult[], items: readonly WorkItem[]) => void;
}) {
  const t = useT(workText);
  const title = decision
    ? t('decideItems', {
        decision: workDecisionLabel(decision),
        count: items.length,
        n: formatCount(items.length),
      })
    : '';
  return (
    <FormDialog
      open={decision !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={t('decideHelp')}
    >
      {decision && (
        <DecideForm
          decision={decision}
          items={items}
          label={title}
          onCancel={() => onOpenChange(false)}
          onDecided={onDecided}
        />
      )}
    </FormDialog>
  );
}

function DecideForm({
  decision,
  items,
  label,
  onCancel,
  onDecided,
}: {
  decision: WorkDecision;
  items: readonly WorkItem[];
  label: string;
  onCancel: () => void;
  onDecided: (results: DecisionResult[], items: readonly WorkItem[]) => void;
}) {
  const t = useT(workText);
  const decide = useDecideWorkItems();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const asksReason = needsReason(decision);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (asksReason && !reason.trim()) return setError(messages.workReasonRequired);
    try {
      const answer = await decide.mutateAsync({
        decision,
        ...(asksReason ? { reason } : {}),
        items: items.map((i) => ({ area: i.area, recordId: i.recordId, rowVersion: i.rowVersion })),
      });
      onDecided(answer.results, items);
    } catch {
      // The API client has said why (a request refused whole changes nothing).
    }
  };
  // Up to 100 items: the list scrolls, so it is reached by keyboard too.
  const list = useScrollRegion<HTMLDivElement>(label);
  return (
    <form noValidate className="grid gap-4" aria-label={label} onSubmit={(e) => void submit(e)}>
      <div
        ref={list.ref}
        className="max-h-60 overflow-y-auto rounded-md border p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        {...list.props}
      >
        <ul className="grid gap-1 text-sm">
          {items.map((item) => (
            <li key={item.recordId}>{itemName(item)}</li>
          ))}
        </ul>
      </div>
      {asksReason && (
        <Field id="work-reason" label={t('reason')} error={error}>
          <Textarea
            id="work-reason"
            value={reason}
            maxLength={REASON_MAX}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            {...invalidProps('work-reason', error)}
          />
        </Field>
      )}
      <FormDialogSubmit pending={decide.isPending} pendingLabel={t('sending')} onCancel={onCancel}>
        {label}
      </FormDialogSubmit>
    </form>
  );
}
