import { useState } from 'react';
import { adminChangeKindTitles, messages, P, type adminChangesApi } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useDecideAdminChange } from './api/decide-admin-change';
import { ChangeValues } from './change-values';

type AdminChange = adminChangesApi.AdminChange;

const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase();

/** Why this person cannot decide this change, if they cannot. */
function refusal(change: AdminChange, userName: string | undefined, userId: string | undefined) {
  if (same(change.requestedBy, userName) || same(change.requestedActor, userName))
    return messages.ownAdminChange;
  if (change.targetType === 'User' && change.targetId === userId) return messages.adminChangeAboutYou;
  return null;
}

/**
 * One administration change: who asked and when, every field before and after, and, for a
 * checker who did not ask for it, Approve or Reject with a reason.
 */
export function AdminChangeDialog({
  change,
  onOpenChange,
}: {
  change: AdminChange | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={change !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-[760px]"
      title={change ? `${adminChangeKindTitles[change.kind]}: ${change.targetName}` : ''}
      description={change ? `Asked by ${change.requestedBy} on ${formatDateTime(change.requestedAt)}.` : ''}
    >
      {change && <ChangeReview change={change} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ChangeReview({ change, onDone }: { change: AdminChange; onDone: () => void }) {
  const session = useSession();
  const canDecide = useCan(P.ApproveAdminChanges);
  const decide = useDecideAdminChange();
  const [rejecting, setRejecting] = useState(false);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string>();
  const refused = refusal(change, session?.actorName ?? session?.userName, session?.userId);
  const pending = change.status === 'Pending';
  const send = async (verdict: 'approve' | 'reject') => {
    if (verdict === 'reject' && !remarks.trim()) return setError(messages.changeRejectionReasonRequired);
    try {
      await decide.mutateAsync(
        verdict === 'approve' ? { id: change.id, verdict } : { id: change.id, verdict, remarks },
      );
      onDone();
    } catch {
      // The API client has said why.
    }
  };
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <StatusBadge status={change.status} />
        </dd>
        {change.requestedActor !== change.requestedBy && (
          <>
            <dt className="text-muted-foreground">On behalf of</dt>
            <dd>{change.requestedActor}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{pending ? 'Expires' : 'Decided'}</dt>
        <dd>
          {pending
            ? formatDateTime(change.expiresAt)
            : `${formatDateTime(change.decidedAt)}${change.decidedBy ? ` by ${change.decidedBy}` : ''}`}
        </dd>
        {change.remarks && (
          <>
            <dt className="text-muted-foreground">Remarks</dt>
            <dd className="whitespace-pre-wrap">{change.remarks}</dd>
          </>
        )}
      </dl>
      <ChangeValues before={change.before} after={change.after} />
      {pending && canDecide && refused && <p className="text-sm text-muted-foreground">{refused}</p>}
      {pending && canDecide && !refused && rejecting && (
        <Field id="change-remarks" label="Reason for the rejection" error={error}>
          <Textarea
            id="change-remarks"
            value={remarks}
            maxLength={500}
            onChange={(e) => setRemarks(e.target.value)}
            {...invalidProps('change-remarks', error)}
          />
        </Field>
      )}
      {pending && canDecide && !refused && (
        <DialogFooter>
          {rejecting ? (
            <>
              <Button variant="outline" onClick={() => setRejecting(false)}>
                Back
              </Button>
              <Button variant="destructive" disabled={decide.isPending} onClick={() => void send('reject')}>
                Reject change
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                Reject
              </Button>
              <Button disabled={decide.isPending} onClick={() => void send('approve')}>
                Approve
              </Button>
            </>
          )}
        </DialogFooter>
      )}
    </div>
  );
}
