import type { businessesApi } from '@console/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DetailSection } from '@/components/detail-section';
import { lookupName, useCountries } from '@/lib/metadata';
import { useOwnerDocuments } from './api/business-documents';
import { DocumentsPanel } from './documents-panel';

/** Signatory Details (spec 2 §2): the signatory's fields and documents (upload and view), 1000 px wide. */
export function SignatoryDetailsDialog({
  signatory,
  onOpenChange,
}: {
  signatory: businessesApi.Signatory | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={signatory !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-[1000px]">
        <DialogHeader>
          <DialogTitle>Signatory Details</DialogTitle>
          <DialogDescription>{signatory?.name ?? ''}</DialogDescription>
        </DialogHeader>
        {signatory && <SignatoryDetails signatory={signatory} />}
      </DialogContent>
    </Dialog>
  );
}

function SignatoryDetails({ signatory: s }: { signatory: businessesApi.Signatory }) {
  const countries = useCountries().data;
  const documents = useOwnerDocuments(s.id);
  return (
    <div className="grid gap-4">
      <DetailSection
        title="Signatory"
        details={[
          { label: 'Name', value: s.name },
          { label: 'Nationality', value: lookupName(countries, s.nationality) },
          { label: 'Date of Birth', value: s.dateOfBirth },
          { label: 'Country of Birth', value: lookupName(countries, s.countryOfBirth) },
          { label: 'Mobile Number', value: s.mobileNumber },
          { label: 'Email', value: s.email },
          { label: 'Ownership Type', value: s.ownershipType },
          { label: 'Ownership Percentage', value: `${s.ownershipPercentage} %` },
          { label: 'ID Type', value: s.idType },
          { label: 'ID Number', value: s.idNumber },
          { label: 'ID Expiry Date', value: s.idExpiryDate },
          { label: 'Visa Expiry Date', value: s.visaExpiryDate },
          { label: 'Notes', value: s.notes },
        ]}
      />
      <h3 className="text-base font-semibold">Documents</h3>
      <DocumentsPanel
        owner={{ ownerId: s.id }}
        ownerName={s.name}
        documents={documents.data}
        isLoading={documents.isPending}
      />
    </div>
  );
}
