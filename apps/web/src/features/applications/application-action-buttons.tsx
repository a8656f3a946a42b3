import type { applicationsApi } from '@console/contract';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { offeredActions, type ApplicationAction } from './application-actions';
import { actionIcons, pointsAWay } from './application-action-icons';

/** An application's actions as buttons; a disabled one says why beside it (the profile's tab). */
export function ApplicationActionButtons({
  application,
  onAction,
}: {
  application: applicationsApi.ApplicationRow;
  onAction: (action: ApplicationAction, application: applicationsApi.ApplicationRow) => void;
}) {
  useLanguage(); // the actions' labels and reasons are the active language's
  const session = useSession();
  const actions = offeredActions(application, session);
  const reasons = [...new Set(actions.flatMap((a) => (a.reason ? [a.reason] : [])))];
  return (
    <div className="grid justify-items-end gap-1.5">
      <div className="flex flex-wrap justify-end gap-1.5">
        {actions.map((a) => {
          const Icon = actionIcons[a.action];
          return (
            <Button
              key={a.action}
              size="sm"
              variant={a.action === 'missing' || a.action === 'history' ? 'outline' : 'default'}
              disabled={!a.enabled}
              aria-describedby={a.reason ? `reason-${application.id}` : undefined}
              onClick={() => onAction(a.action, application)}
            >
              <Icon aria-hidden="true" className={cn(pointsAWay(a.action) && 'rtl:-scale-x-100')} />
              {a.label}
            </Button>
          );
        })}
      </div>
      {reasons.length > 0 && (
        <p id={`reason-${application.id}`} className="max-w-80 text-end text-xs text-muted-foreground">
          {reasons.join(' ')}
        </p>
      )}
    </div>
  );
}
