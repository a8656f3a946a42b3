import { useState } from 'react';
import type { applicationsApi } from '@console/contract';
import { Field } from '@/components/field';
import { FormDialogSubmit } from '@/components/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { useResolveFlagged } from './api/resolve-flagged';
import { ApplicationFormDialog, type ApplicationDialogProps } from './application-dialog';
import { DestinationCustomerPicker } from './destination-customer-picker';
import { messageParts } from './message-parts';
import { applicationsText } from './messages';

type Application = applicationsApi.ApplicationRow;

/** Resolve Flagged (spec 2 §4): a destination customer and a comment the customer will see. */
export function ResolveFlaggedDialog(props: ApplicationDialogProps) {
  const t = useT(applicationsText);
  return (
    <ApplicationFormDialog
      {...props}
      title={t('resolveTitle')}
      description={(app) =>
        messageParts(t, 'resolveIntro', {
          text: { customer: app.customerName },
          ltr: { mobile: app.customerMobile },
        })
      }
      form={ResolveFlaggedForm}
    />
  );
}

export function ResolveFlaggedForm({
  application,
  onDone,
}: {
  application: Application;
  onDone: () => void;
}) {
  const t = useT(applicationsText);
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
      <Field id="resolve-comments" label={t('comment')}>
        <Textarea
          id="resolve-comments"
          rows={3}
          maxLength={500}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
        />
      </Field>
      <FormDialogSubmit
        pending={resolve.isPending}
        disabled={!ready}
        pendingLabel={t('resolving')}
        onCancel={onDone}
      >
        {t('resolve')}
      </FormDialogSubmit>
    </form>
  );
}
