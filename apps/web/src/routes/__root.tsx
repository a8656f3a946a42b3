import { Link, Outlet, createRootRoute } from '@tanstack/react-router';
import { Direction } from 'radix-ui';
import { Fragment, lazy, Suspense, useEffect } from 'react';
import { RouteError } from '@/components/layout/route-error';
import { useLanguage, useT } from '@/lib/i18n';
import { languageFacts } from '@/lib/language';
import { shellText } from '@/lib/shell-messages';
import { ThemeProvider } from '@/lib/theme';
import { applyDocumentTitle } from '@/tenants';

// The toast and alert hosts load just after the first paint: the sign-in page must not wait for
// their Radix layers. Their stores (lib/toast, lib/alert) keep anything raised meanwhile.
const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));
const AlertHost = lazy(() => import('@/components/alert-host').then((m) => ({ default: m.AlertHost })));

// Server state (TanStack Query) lives in the authenticated shell: the public screens make their
// few calls through the API client alone, so the sign-in page loads without the query cache.
export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/**
 * Note: a change of language renders the screens anew (their state is in the address and the
 * query cache), so that no text computed before the change outlives it; Radix's layers take the
 * language's direction from the provider.
 */
function RootLayout() {
  const language = useLanguage();
  // The page's title names the product in the language it speaks.
  useEffect(() => applyDocumentTitle(), [language]);
  return (
    <Direction.Provider dir={languageFacts[language].dir}>
      <ThemeProvider>
        <Fragment key={language}>
          <Outlet />
        </Fragment>
        <Suspense fallback={null}>
          <Toaster />
          <AlertHost />
        </Suspense>
      </ThemeProvider>
    </Direction.Provider>
  );
}

function NotFound() {
  const t = useT(shellText);
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('pageNotFound')}</h1>
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          {t('goHome')}
        </Link>
      </div>
    </main>
  );
}
