import type { ComponentType, ReactNode } from 'react';
import type { applicationsApi } from '@console/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { messageParts } from './message-parts';
import { applicationsText } from './messages';

type Application = applicationsApi.ApplicationRow;

/** What every per-application dialog is given: the application it is about (none: closed). */
export interface ApplicationDialogProps {
  application: Application | null;
  onOpenChange: (open: boolean) => void;
}

/** The frame of the dialogs about one application: open while there is one, named in the header. */
export function ApplicationDialog({
  application,
  onOpenChange,
  title,
  description,
  className,
  children,
}: ApplicationDialogProps & {
  title: string;
  /** What the header says under the title; by default the customer and the account asked for. */
  description?: ((application: Application) => ReactNode) | undefined;
  className: string;
  children: (application: Application) => ReactNode;
}) {
  const t = useT(applicationsText);
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {application &&
              (description?.(application) ??
                messageParts(t, 'applicationOf', {
                  text: { customer: application.customerName },
                  ltr: { account: `${application.type} ${application.currency}` },
                }))}
          </DialogDescription>
        </DialogHeader>
        {application && children(application)}
      </DialogContent>
    </Dialog>
  );
}

/** A form about one application, 900 px wide; the form closes the dialog when it is done. */
export function ApplicationFormDialog({
  form: Form,
  ...props
}: ApplicationDialogProps & {
  title: string;
  description: (application: Application) => ReactNode;
  form: ComponentType<{ application: Application; onDone: () => void }>;
}) {
  return (
    <ApplicationDialog {...props} className="sm:max-w-[900px]">
      {(app) => <Form application={app} onDone={() => props.onOpenChange(false)} />}
    </ApplicationDialog>
  );
}
