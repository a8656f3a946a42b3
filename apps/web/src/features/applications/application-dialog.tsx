import type { ReactNode } from 'react';
import type { applicationsApi } from '@console/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The frame of the dialogs about one application: open while there is one, named in the header. */
export function ApplicationDialog({
  application,
  onOpenChange,
  title,
  className,
  children,
}: {
  application: applicationsApi.ApplicationRow | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  className: string;
  children: (application: applicationsApi.ApplicationRow) => ReactNode;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {application && `${application.customerName}: ${application.type} ${application.currency}`}
          </DialogDescription>
        </DialogHeader>
        {application && children(application)}
      </DialogContent>
    </Dialog>
  );
}
