import type { ReactNode } from 'react';
import { P } from '@console/contract/core';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { PRODUCT_NAME } from '@/lib/product';
import { brandingFor } from '@/tenants';
import { RecentActivity } from './recent-activity';

/**
 * Home (/): a welcome, then for dashboard holders (spec 2 §6) their own dashboard and recent
 * activity.
 */
export function HomePage({ dashboard }: { dashboard?: (userName: string) => ReactNode }) {
  const session = useSession();
  const showActivity = useCan([P.ViewUserDashboard, P.ViewDashboard]);
  if (!session) return null;
  const branding = brandingFor(session.tenant);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Welcome, {session.userName}</h1>
        <p className="text-sm text-muted-foreground">
          {branding.name} · {PRODUCT_NAME}. Use the menu to open the areas you work in.
        </p>
      </div>
      {showActivity && dashboard?.(session.userName)}
      {showActivity && <RecentActivity userName={session.userName} />}
    </div>
  );
}
