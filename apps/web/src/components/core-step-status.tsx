import { LoaderCircleIcon } from 'lucide-react';
import { StatusBadge } from '@/components/ui/badge';
import { translateText, useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export interface CoreStepStatusProps {
  status: string;
  /**
   * What the core is doing for the record while a background job carries out its decision
   * (`messages.awaitingAccountOpening` and its siblings); absent once it is done.
   */
  awaiting?: string | null | undefined;
  /** Why the core did not carry out the last decision, said under the status. */
  failure?: string | null | undefined;
  className?: string;
}

/**
 * The status of a record whose decision goes on at the core: `Approved — opening the account at
 * the core` with a busy mark while its job runs, then the status it reaches. The status sits in
 * a polite live region that stays in place, so a screen reader hears the core step begin and end.
 */
export function CoreStepStatus({ status, awaiting, failure, className }: CoreStepStatusProps) {
  useLanguage();
  return (
    <span className={cn('inline-grid justify-items-start gap-1', className)}>
      <span role="status" data-slot="core-step-status" data-awaiting={awaiting ? 'true' : undefined}>
        <StatusBadge status={status} className="align-middle" />
        {awaiting && (
          <>
            {' '}
            <span className="align-middle text-xs whitespace-nowrap text-muted-foreground">
              — {translateText(awaiting)}
              {/* The text says it; the turning mark only shows it, and stands still for reduced motion. */}
              <LoaderCircleIcon
                aria-hidden="true"
                className="ms-1.5 inline size-3.5 align-middle motion-safe:animate-spin"
              />
            </span>
          </>
        )}
      </span>
      {failure && !awaiting && (
        <span className="max-w-72 text-xs whitespace-normal text-destructive">{translateText(failure)}</span>
      )}
    </span>
  );
}
