import { Link } from '@tanstack/react-router';
import { ClockIcon } from 'lucide-react';
import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { componentsText } from './messages';

/**
 * Marks a record with a change waiting for a second person's approval; it opens the
 * administration changes waiting for a decision.
 */
export function PendingChangeBadge({ changeId, name }: { changeId: string | null; name: string }) {
  const t = useT(componentsText);
  if (!changeId) return null;
  return (
    <Link
      to="/admin-changes"
      search={{ status: 'Pending' }}
      aria-label={t('pendingApprovalOf', { name })}
      title={t('pendingApprovalHint')}
      className={cn(badgeVariants({ variant: 'outline' }), toneClasses.amber, 'ms-2')}
    >
      <ClockIcon aria-hidden="true" />
      {t('pendingApproval')}
    </Link>
  );
}
