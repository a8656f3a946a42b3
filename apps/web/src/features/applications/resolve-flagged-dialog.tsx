import { ApplicationDialog } from './application-dialog';
import { useState } from 'react';
import type { applicationsApi } from '@console/contract';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useResolveFlagged } from './api/resolve-flagged';
import { DestinationCustomerPicker } from './destination-customer-picker';
import { Field } from '@/components/field';

type Application = applicationsApi.ApplicationRow;

/** Resolve Flagged (spec 2 §4): a destination customer and a comment the customer will see. */
export function ResolveFlaggedDialog({
  application,
  onOpenChange,
}: {
  application: Application | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ApplicationDialog
      application={application}
      onOpenChange={onOpenChange}
      title="Resolve Flagged Application"
      className="sm:max-w-[900px]"
      description={(app) =>
        `${app.customerName} (${app.customerMobile}) may already have a profile. Choose the profile this application belongs to.`
      }
    >
      {(app) => <ResolveFlaggedForm application={app} onDone={() => onOpenChange(false)} />}
    </ApplicationDialog>
  );
}

export function ResolveFlaggedForm({
  application,
  onDone,
}: {
  application: Application;
  onDone: () => void;
}) {
  const [destination, setDestination] = useState('');
  const [comments, setComments] = useState('');
  const resolve = useResolveFlagged();
  const ready = Boolean(application.id && destination && comments.trim());

  const submit = async () => {
    // Both are required; otherwise nothing happens (spec 2 §5).
    if (!ready) return;
    try {
      await resolve.mutateAsync({
        id: application.id,
        body: {
          applicationId: application.id,
          rowVersion: application.rowVersion,
          destinationCustomerId: destination,
          comments: comments.trim(),
        },
      });
      onDone();
    } catch {
      // The API client has shown the server's answer.
    }
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DestinationCustomerPicker
        mobile={application.customerMobile}
        currentCustomerId={application.customerId}
        value={destination}
        onChange={setDestination}
      />
      <Field id="resolve-comments" label="Comment (visible to the customer)">
        <Textarea
          id="resolve-comments"
          rows={3}
          maxLength={500}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || resolve.isPending}>
          {resolve.isPending ? 'Resolving...' : 'Resolve'}
        </Button>
      </DialogFooter>
    </form>
  );
}
