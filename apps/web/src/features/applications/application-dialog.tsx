import type { ReactNode } from 'react';
import type { applicationsApi } from '@console/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The frame of the dialogs about one application: open while there is one, named in the header. */
export function ApplicationDialog({
  application,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  application: applicationsApi.ApplicationRow | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the header says under the title; by default the customer and the account asked for. */
  description?: (application: applicationsApi.ApplicationRow) => ReactNode;
  className: string;
  children: (application: applicationsApi.ApplicationRow) => ReactNode;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {application &&
              (description?.(application) ??
                `${application.customerName}: ${application.type} ${application.currency}`)}
          </DialogDescription>
        </DialogHeader>
        {application && children(application)}
      </DialogContent>
    </Dialog>
  );
}
