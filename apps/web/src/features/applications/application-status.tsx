import { messages, type applicationsApi } from '@console/contract';
import { CoreStepStatus } from '@/components/core-step-status';

type Application = Pick<applicationsApi.ApplicationRow, 'status' | 'awaitingCore' | 'openingError'>;

/** An application's status: while its account is being opened at the core, that too; or why it was not. */
export function ApplicationStatus({ application: a }: { application: Application }) {
  return (
    <CoreStepStatus
      status={a.status}
      awaiting={a.awaitingCore ? messages.awaitingAccountOpening : null}
      failure={a.openingError && `Account opening failed: ${a.openingError}`}
    />
  );
}
