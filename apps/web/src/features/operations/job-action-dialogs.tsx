import type { operationsApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { translateText, useT } from '@/lib/i18n';
import type { RowDialogs } from '@/lib/use-row-dialogs';
import { useDiscardJob } from './api/discard-job';
import { useRetryJob } from './api/retry-job';
import { jobName, type JobAction } from './job-row-actions';
import { operationsText } from './messages';

type Job = operationsApi.Job;

/** The confirmations of Retry and Discard; at most one is open. */
export function JobActionDialogs({ dialogs }: { dialogs: RowDialogs<JobAction, Job> }) {
  const t = useT(operationsText);
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const retrying = dialogs.rowOf('retry');
  const discarding = dialogs.rowOf('discard');
  /** What will happen, then the job's last failure when it has one (a server text, translated). */
  const explain = (job: Job, help: 'retryHelp' | 'discardHelp') =>
    [
      t(help, { job: jobName(job) }),
      job.lastError && t('lastFailure', { error: translateText(job.lastError) }),
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <>
      <ConfirmDialog
        open={retrying !== null}
        onOpenChange={dialogs.onOpenChange}
        title={t('retryTitle')}
        description={retrying && explain(retrying, 'retryHelp')}
        confirmLabel={t('retry')}
        onConfirm={() => {
          if (retrying) void retry.mutateAsync(retrying.id).catch(() => undefined);
        }}
      />
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={dialogs.onOpenChange}
        title={t('discardTitle')}
        description={discarding && explain(discarding, 'discardHelp')}
        confirmLabel={t('discard')}
        destructive
        onConfirm={() => {
          if (discarding) void discard.mutateAsync(discarding.id).catch(() => undefined);
        }}
      />
    </>
  );
}
