import { Link } from '@tanstack/react-router';
import { ClockIcon } from 'lucide-react';
import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * Marks a record with a change waiting for a second person's approval; it opens the
 * administration changes waiting for a decision.
 */
export function PendingChangeBadge({ changeId, name }: { changeId: string | null; name: string }) {
  if (!changeId) return null;
  return (
    <Link
      to="/admin-changes"
      search={{ status: 'Pending' }}
      aria-label={`${name}: a change is waiting for approval`}
      title="A change is waiting for a second person's approval"
      className={cn(badgeVariants({ variant: 'outline' }), toneClasses.amber, 'ms-2')}
    >
      <ClockIcon aria-hidden="true" />
      Pending approval
    </Link>
  );
}
