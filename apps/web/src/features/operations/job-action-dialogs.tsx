import type { operationsApi } from '@console/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { RowDialogs } from '@/lib/use-row-dialogs';
import { useDiscardJob } from './api/discard-job';
import { useRetryJob } from './api/retry-job';
import { jobName, type JobAction } from './job-row-actions';

type Job = operationsApi.Job;

/** The confirmations of Retry and Discard; at most one is open. */
export function JobActionDialogs({ dialogs }: { dialogs: RowDialogs<JobAction, Job> }) {
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const retrying = dialogs.rowOf('retry');
  const discarding = dialogs.rowOf('discard');
  const lastError = (job: Job | null) => (job?.lastError ? ` It last failed with: ${job.lastError}` : '');
  return (
    <>
      <ConfirmDialog
        open={retrying !== null}
        onOpenChange={dialogs.onOpenChange}
        title="Retry this job?"
        description={
          retrying &&
          `${jobName(retrying)} runs again, with its attempts counted afresh.${lastError(retrying)}`
        }
        confirmLabel="Retry"
        onConfirm={() => {
          if (retrying) void retry.mutateAsync(retrying.id).catch(() => undefined);
        }}
      />
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={dialogs.onOpenChange}
        title="Discard this job?"
        description={
          discarding &&
          `${jobName(discarding)} will not run again and leaves the list; its record keeps the reason.${lastError(discarding)}`
        }
        confirmLabel="Discard"
        destructive
        onConfirm={() => {
          if (discarding) void discard.mutateAsync(discarding.id).catch(() => undefined);
        }}
      />
    </>
  );
}
