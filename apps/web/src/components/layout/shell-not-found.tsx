import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n';
import { shellText } from '@/lib/shell-messages';
import { layoutText } from './messages';

/** A path inside the shell that has no screen (yet). */
export function ShellNotFound() {
  const t = useT(layoutText);
  const ts = useT(shellText);
  return (
    <div className="grid place-items-center py-16 text-center">
      <div className="space-y-2">
        <h1 className="text-xl font-semibold">{ts('pageNotFound')}</h1>
        <p className="text-sm text-muted-foreground">{t('noScreenHere')}</p>
        <Link to="/" className="text-sm text-primary underline-offset-4 hover:underline">
          {ts('goHome')}
        </Link>
      </div>
    </div>
  );
}
