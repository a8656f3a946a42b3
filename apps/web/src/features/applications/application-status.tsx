import type { applicationsApi } from '@console/contract';
import { CoreStepStatus } from '@/components/core-step-status';
import { contractText } from '@/lib/contract-messages';
import { translateText, useT } from '@/lib/i18n';
import { applicationsText } from './messages';

type Application = Pick<applicationsApi.ApplicationRow, 'status' | 'awaitingCore' | 'openingError'>;

/** An application's status: while its account is being opened at the core, that too; or why it was not. */
export function ApplicationStatus({ application: a }: { application: Application }) {
  const t = useT(applicationsText);
  const tc = useT(contractText);
  return (
    <CoreStepStatus
      status={a.status}
      awaiting={a.awaitingCore ? tc('awaitingAccountOpening') : null}
      // The reason is the server's (or the core's) text.
      failure={a.openingError && t('openingFailed', { reason: translateText(a.openingError) })}
    />
  );
}
