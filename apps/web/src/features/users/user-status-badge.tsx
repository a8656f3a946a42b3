import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Users are Active or Inactive; green and grey in the palette of the status badges. */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      data-slot="status-badge"
      className={cn(badgeVariants({ variant: 'outline' }), isActive ? toneClasses.green : toneClasses.gray)}
    >
      {isActive ? 'Active' : 'Inactive'}
    </span>
  );
}

/** Whether two-factor set-up is complete. */
export function MfaBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cn(badgeVariants({ variant: 'outline' }), enabled ? toneClasses.blue : toneClasses.gray)}
    >
      {enabled ? 'Enabled' : 'Not set up'}
    </span>
  );
}
