import { TriangleAlertIcon } from 'lucide-react';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';

/** Spec 2 §5: a user without a branch cannot create an application. */
export function BranchNotice() {
  const tc = useT(contractText);
  return (
    <div
      role="alert"
      data-slot="branch-notice"
      className="flex items-start gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900 dark:border-yellow-500/40 dark:bg-yellow-500/10 dark:text-yellow-200"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{tc('branchNeeded')}</p>
    </div>
  );
}
