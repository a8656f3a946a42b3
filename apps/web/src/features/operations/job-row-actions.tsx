import { P, type operationsApi } from '@console/contract';
import { ArchiveXIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { translateText, useT } from '@/lib/i18n';
import { jobKindLabel } from '@/lib/job-kind-messages';
import { useCan } from '@/lib/permissions';
import { operationsText } from './messages';

export type JobAction = 'retry' | 'discard';

/** What a job is, for a button's or a dialog's name: its kind and, for a core step, its record. */
export const jobName = (job: operationsApi.Job) =>
  job.record
    ? operationsText.t('jobOfRecord', {
        job: jobKindLabel(job.kind),
        record: translateText(job.record.name),
      })
    : jobKindLabel(job.kind);

/** Retry and Discard, for a dead job only (the server refuses any other), each behind its permission. */
export function JobRowActions({
  job,
  onAction,
}: {
  job: operationsApi.Job;
  onAction: (action: JobAction, job: operationsApi.Job) => void;
}) {
  const t = useT(operationsText);
  const canRetry = useCan(P.RetryJobs);
  const canDiscard = useCan(P.DiscardJobs);
  if (job.state !== 'dead') return null;
  return (
    <div className="flex justify-end gap-1">
      <Button
        size="icon-sm"
        variant="ghost"
        disabled={!canRetry}
        title={t('retry')}
        aria-label={t('retryJob', { job: jobName(job) })}
        onClick={() => onAction('retry', job)}
      >
        <RotateCcwIcon aria-hidden="true" />
      </Button>
      <Button
        size="icon-sm"
        variant="ghost"
        disabled={!canDiscard}
        title={t('discard')}
        aria-label={t('discardJob', { job: jobName(job) })}
        onClick={() => onAction('discard', job)}
      >
        <ArchiveXIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
