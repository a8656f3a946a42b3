import type { applicationsApi } from '@console/contract';
import { MoreHorizontalIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { offeredActions, type ApplicationAction } from './application-actions';
import { actionIcons, pointsAWay } from './application-action-icons';
import { applicationsText } from './messages';

/** An application's actions in a row menu (the applications list); disabled ones say why. */
export function ApplicationRowMenu({
  application,
  onAction,
}: {
  application: applicationsApi.ApplicationRow;
  onAction: (action: ApplicationAction, application: applicationsApi.ApplicationRow) => void;
}) {
  const t = useT(applicationsText);
  const session = useSession();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('actionsFor', { name: application.customerName })}
        >
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {offeredActions(application, session).map((a) => {
          const Icon = actionIcons[a.action];
          return (
            <DropdownMenuItem
              key={a.action}
              disabled={!a.enabled}
              onSelect={() => onAction(a.action, application)}
            >
              <Icon aria-hidden="true" className={cn(pointsAWay(a.action) && 'rtl:-scale-x-100')} />
              <span className="grid">
                {a.label}
                {a.reason && <span className="text-xs text-muted-foreground">{a.reason}</span>}
              </span>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
