import { Link, Outlet, createRootRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ThemeProvider } from '@/lib/theme';

// The toast and alert hosts load just after the first paint: the sign-in page must not wait for
// their Radix layers. Their stores (lib/toast, lib/alert) keep anything raised meanwhile.
const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));
const AlertHost = lazy(() => import('@/components/alert-host').then((m) => ({ default: m.AlertHost })));

// Server state (TanStack Query) lives in the authenticated shell: the public screens make their
// few calls through the API client alone, so the sign-in page loads without the query cache.
export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <ThemeProvider>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
        <AlertHost />
      </Suspense>
    </ThemeProvider>
  );
}

function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Page not found</h1>
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
