import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useRouterState,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { stringifySearch } from '@/lib/search-params';
import { ThemeProvider } from '@/lib/theme';
import { TooltipProvider } from '@/components/ui/tooltip';

// jsdom does not implement scrolling; the router scrolls to the top on navigation.
window.scrollTo = () => undefined;

function Elsewhere() {
  const href = useRouterState({ select: (s) => s.location.href });
  return <p data-testid="location">{href}</p>;
}

/**
 * Renders `ui` at `path` inside a memory router with the app's providers; any other path shows
 * its address in `data-testid="location"`, so tests can see where a screen navigated to.
 */
export async function renderWithRouter(ui: ReactElement, path = '/screen') {
  const root = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: path.split('?')[0] ?? path,
    component: () => ui,
  });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, other]),
    history: createMemoryHistory({ initialEntries: [path] }),
    stringifySearch,
  });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  await router.load();
  return { ...result, router, location: () => screen.queryByTestId('location')?.textContent ?? null };
}
