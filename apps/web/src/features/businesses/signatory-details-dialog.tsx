import type { businessesApi } from '@console/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DetailSection } from '@/components/detail-section';
import { Ltr } from '@/components/ltr';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { useOwnerDocuments } from './api/business-documents';
import { DocumentsPanel } from './documents-panel';
import { businessProfileText } from './profile-messages';
import { UserText } from '@/components/user-text';

/** Signatory Details (spec 2 §2): the signatory's fields and documents (upload and view), 1000 px wide. */
export function SignatoryDetailsDialog({
  signatory,
  onOpenChange,
}: {
  signatory: businessesApi.Signatory | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(businessProfileText);
  return (
    <Dialog open={signatory !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-[1000px]">
        <DialogHeader>
          <DialogTitle>{t('signatoryDetails')}</DialogTitle>
          <DialogDescription>
            <UserText>{signatory?.name ?? ''}</UserText>
          </DialogDescription>
        </DialogHeader>
        {signatory && <SignatoryDetails signatory={signatory} />}
      </DialogContent>
    </Dialog>
  );
}

function SignatoryDetails({ signatory: s }: { signatory: businessesApi.Signatory }) {
  const t = useT(businessProfileText);
  const documents = useOwnerDocuments(s.id);
  return (
    <div className="grid gap-4">
      <DetailSection
        title={t('signatory')}
        details={[
          { label: t('name'), value: s.name },
          { label: t('nationality'), value: lookupValue('Country', s.nationality) },
          { label: t('dateOfBirth'), value: <Ltr>{s.dateOfBirth}</Ltr> },
          { label: t('countryOfBirth'), value: lookupValue('Country', s.countryOfBirth) },
          { label: t('mobileNumber'), value: <Ltr>{s.mobileNumber}</Ltr> },
          { label: t('email'), value: s.email },
          { label: t('ownershipType'), value: lookupValue('OwnershipType', s.ownershipType) },
          { label: t('ownershipPercentage'), value: t('percentage', { value: s.ownershipPercentage }) },
          { label: t('idType'), value: lookupValue('SignatoryIdType', s.idType) },
          { label: t('idNumber'), value: <Ltr>{s.idNumber}</Ltr> },
          { label: t('idExpiryDate'), value: <Ltr>{s.idExpiryDate}</Ltr> },
          { label: t('visaExpiryDate'), value: s.visaExpiryDate && <Ltr>{s.visaExpiryDate}</Ltr> },
          { label: t('notes'), value: s.notes },
        ]}
      />
      <h3 className="text-base font-semibold">{t('documents')}</h3>
      <DocumentsPanel
        owner={{ ownerId: s.id }}
        ownerName={s.name}
        documents={documents.data}
        isLoading={documents.isPending}
      />
    </div>
  );
}
