import { lazy, Suspense, type ReactNode } from 'react';
import { productName } from '@/lib/product';
import { brandingFor } from '@/tenants';

// The switch's menu layer (Radix popper) is not needed to show the sign-in form; it follows it.
const ThemeSwitch = lazy(() => import('@/components/theme-switch').then((m) => ({ default: m.ThemeSwitch })));
const LanguageSwitch = lazy(() =>
  import('@/components/language-switch').then((m) => ({ default: m.LanguageSwitch })),
);

/** The frame of the public screens: brand, theme and language switches, and a centred card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const branding = brandingFor(document.documentElement.dataset.tenant);
  return (
    <div className="relative grid min-h-dvh place-items-center bg-sidebar p-4">
      <div className="absolute end-4 top-4 flex gap-1">
        <Suspense fallback={<span className="block size-9" />}>
          <LanguageSwitch />
        </Suspense>
        <Suspense fallback={<span className="block size-9" />}>
          <ThemeSwitch />
        </Suspense>
      </div>
      <main className="w-full max-w-sm space-y-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <branding.Logo className="size-12" />
          <p className="text-sm text-muted-foreground">
            {branding.name} · {productName()}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        </div>
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">{children}</div>
      </main>
    </div>
  );
}
