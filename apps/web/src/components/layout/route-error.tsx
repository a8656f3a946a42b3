import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { shellText } from '@/lib/shell-messages';
import { layoutText } from './messages';

/**
 * What a screen that failed to render shows instead (in the shell, the rest of the console stays
 * usable): a way to try again and a way home. The error itself is for the console's log.
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const t = useT(layoutText);
  const ts = useT(shellText);
  const router = useRouter();
  return (
    <div role="alert" className="grid place-items-center py-16 text-center">
      <div className="space-y-3">
        <h1 className="text-xl font-semibold">{t('somethingWentWrong')}</h1>
        <p className="text-sm text-muted-foreground">{t('screenFailed')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="outline"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('tryAgain')}
          </Button>
          <Button variant="link" asChild>
            <Link to="/">{ts('goHome')}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
