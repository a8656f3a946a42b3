import { useState } from 'react';
import { adminChangesApi, messages } from '@console/contract';
import { Field, invalidProps } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Ltr } from '@/components/ltr';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { contractText } from '@/lib/contract-messages';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useDecideAdminChange } from './api/decide-admin-change';
import { kindTitle, recordName } from './change-title';
import { ChangeValues } from './change-values';
import { adminChangesText } from './messages';

type AdminChange = adminChangesApi.AdminChange;

const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase();

/** Why this person cannot decide this change, if they cannot: the contract's message that says so. */
function refusal(change: AdminChange, userName: string | undefined, userId: string | undefined) {
  if (same(change.requestedBy, userName) || same(change.requestedActor, userName)) return 'ownAdminChange';
  if (change.targetType === 'User' && change.targetId === userId) return 'adminChangeAboutYou';
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
  const t = useT(adminChangesText);
  return (
    <FormDialog
      open={change !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-[760px]"
      title={change ? t('changeOfRecord', { change: kindTitle(change), record: recordName(change) }) : ''}
      description={
        change
          ? t('askedByOn', { userName: change.requestedBy, date: formatDateTime(change.requestedAt) })
          : ''
      }
    >
      {change && <ChangeReview change={change} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ChangeReview({ change, onDone }: { change: AdminChange; onDone: () => void }) {
  const t = useT(adminChangesText);
  const tc = useT(contractText);
  const session = useSession();
  // A merchant's access is decided on the merchants' side, every other change by the security officer.
  const canDecide = useCan(adminChangesApi.adminChangeDecider(change.kind));
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
        <dt className="text-muted-foreground">{t('status')}</dt>
        <dd>
          <StatusBadge status={change.status} />
        </dd>
        {change.requestedActor !== change.requestedBy && (
          <>
            <dt className="text-muted-foreground">{t('onBehalfOf')}</dt>
            <dd>
              <Ltr>{change.requestedActor}</Ltr>
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{pending ? t('expires') : t('decided')}</dt>
        <dd>
          {pending
            ? formatDateTime(change.expiresAt)
            : change.decidedBy
              ? t('decidedOnBy', { date: formatDateTime(change.decidedAt), userName: change.decidedBy })
              : formatDateTime(change.decidedAt)}
        </dd>
        {change.remarks && (
          <>
            <dt className="text-muted-foreground">{t('remarks')}</dt>
            <dd className="whitespace-pre-wrap">
              <bdi>{change.remarks}</bdi>
            </dd>
          </>
        )}
      </dl>
      <ChangeValues before={change.before} after={change.after} />
      {pending && canDecide && refused && <p className="text-sm text-muted-foreground">{tc(refused)}</p>}
      {pending && canDecide && !refused && rejecting && (
        <Field id="change-remarks" label={t('rejectionReason')} error={error}>
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
                {t('back')}
              </Button>
              <Button variant="destructive" disabled={decide.isPending} onClick={() => void send('reject')}>
                {t('rejectChange')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                {t('reject')}
              </Button>
              <Button disabled={decide.isPending} onClick={() => void send('approve')}>
                {t('approve')}
              </Button>
            </>
          )}
        </DialogFooter>
      )}
    </div>
  );
}
