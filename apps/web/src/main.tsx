import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { stringifySearch } from '@/lib/search-params';
import { clearSession } from '@/lib/session';
import { applyLanguageToDocument, setLanguage, startingLanguage } from '@/lib/language';
import { applyTheme, readStoredTheme } from '@/lib/theme';
import { applyTenant, rememberedTenant } from '@/tenants';
import './styles.css';

// Before the first render, so the page never flashes the wrong theme, brand or direction.
applyTheme(readStoredTheme());
applyTenant(rememberedTenant());
const language = startingLanguage(window.location.search);
applyLanguageToDocument(language);
dropLanguageFromAddress();

/** `?lang=` has done its work once read; the screens' own search parameters do not include it. */
function dropLanguageFromAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
}

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Query owns caching; the router should always ask it rather than keep its own copy.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Codes and numbers in the address stay plain (`?merchantCode=20000001`), not JSON-quoted.
  stringifySearch,
});

// Spec 1 §4 and §8: a 401 without a body ends the session; sign in again, then come back here.
setUnauthorizedHandler(() => {
  clearSession();
  // Loaded with the shell, the only place that holds server state; nothing to clear before it.
  void import('@/lib/query-client').then(({ queryClient }) => queryClient.clear());
  const { pathname, href } = router.state.location;
  if (pathname === '/auth/login') return;
  void router.navigate({
    to: '/auth/login',
    search: pathname.startsWith('/auth/') ? {} : { returnUrl: href },
    replace: true,
  });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
// Another language's texts arrive first, so the console never shows English before them.
if (language === 'en') render();
else void setLanguage(language).finally(render);
