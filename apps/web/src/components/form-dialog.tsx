import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { componentsText } from './messages';

/**
 * The frame of every form in a dialog: title, description, and the body, which is mounted only
 * while the dialog is open so each opening starts from a fresh form.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  dismissible = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Width and other overrides of the dialog panel (default: up to 600 px wide). */
  className?: string;
  /** False for a step that must be completed: no close button, no closing by Escape or outside. */
  dismissible?: boolean;
  children: ReactNode;
}) {
  const stay = (event: Event) => event.preventDefault();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="form-dialog"
        className={cn('sm:max-w-[600px]', className)}
        {...(dismissible ? {} : { showCloseButton: false, onInteractOutside: stay, onEscapeKeyDown: stay })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog form's submit row: the button reads `Saving...` (or `pendingLabel`) and is disabled
 * while it runs, or while `disabled` says the form is not ready. With `onCancel`, a Cancel button
 * stands before it.
 */
export function FormDialogSubmit({
  pending,
  disabled = false,
  onCancel,
  children,
  pendingLabel,
}: {
  pending: boolean;
  disabled?: boolean;
  onCancel?: () => void;
  children?: ReactNode;
  pendingLabel?: string;
}) {
  const t = useT(componentsText);
  return (
    <DialogFooter>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
      <Button type="submit" disabled={pending || disabled}>
        {pending ? (pendingLabel ?? t('saving')) : (children ?? t('save'))}
      </Button>
    </DialogFooter>
  );
}
