import { ApplicationDialog, type ApplicationDialogProps } from './application-dialog';
import { MissingDocumentsTable } from '@/components/missing-documents-table';
import { useMissingDocuments } from './api/missing-documents';
import { useT } from '@/lib/i18n';
import { applicationsText } from './messages';

/** Missing Documents (spec 2 §2): what a rejection asked for and has not been uploaded since. */
export function MissingDocumentsDialog({ application, onOpenChange }: ApplicationDialogProps) {
  const t = useT(applicationsText);
  return (
    <ApplicationDialog
      application={application}
      onOpenChange={onOpenChange}
      title={t('missingDocuments')}
      className="sm:max-w-[600px]"
    >
      {(app) => <MissingDocumentsList applicationId={app.id} />}
    </ApplicationDialog>
  );
}

function MissingDocumentsList({ applicationId }: { applicationId: string }) {
  return (
    <MissingDocumentsTable missing={useMissingDocuments(applicationId)} reasons="CustomerRejectionReason" />
  );
}
