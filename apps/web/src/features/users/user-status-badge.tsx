import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { statusLabel } from '@/lib/status-messages';
import { cn } from '@/lib/utils';
import { usersText } from './messages';

/** Users are Active or Inactive; green and grey in the palette of the status badges. */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      data-slot="status-badge"
      className={cn(badgeVariants({ variant: 'outline' }), isActive ? toneClasses.green : toneClasses.gray)}
    >
      {statusLabel(isActive ? 'Active' : 'Inactive')}
    </span>
  );
}

/** Whether two-factor set-up is complete. */
export function MfaBadge({ enabled }: { enabled: boolean }) {
  const t = useT(usersText);
  return (
    <span
      className={cn(badgeVariants({ variant: 'outline' }), enabled ? toneClasses.blue : toneClasses.gray)}
    >
      {enabled ? t('twoFactorEnabled') : t('twoFactorNotSetUp')}
    </span>
  );
}
