import { useNavigate } from '@tanstack/react-router';
import { EyeIcon } from 'lucide-react';
import type { StoredSession } from '@console/contract/core';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { signOut } from '@/lib/sign-out';
import { layoutText } from './messages';

/** Shown while an administrator views the console as another user (read-only, DESIGN §5). */
export function ViewAsBanner({ session }: { session: StoredSession }) {
  const t = useT(layoutText);
  const navigate = useNavigate();
  if (!session.actorName) return null;
  const end = async () => {
    await signOut();
    await navigate({ to: '/auth/login', replace: true });
  };
  return (
    <div
      role="status"
      data-testid="view-as-banner"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-500/40 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-500/15 dark:text-amber-100"
    >
      <EyeIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="flex-1">
        <strong>{t('viewingAs', { user: session.userName })}</strong>
        <span className="text-amber-900/80 dark:text-amber-100/70">
          {t('signedInAs', { actor: session.actorName })}
        </span>
      </span>
      <Button size="sm" variant="outline" className="h-7 bg-transparent" onClick={() => void end()}>
        {t('endViewAs')}
      </Button>
    </div>
  );
}
